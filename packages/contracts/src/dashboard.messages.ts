/** Server messages of the home dashboard. */
export const dashboardMessages = {
  "dashboard.tzOffset": {
    en_us: "The time zone offset must be whole minutes between -840 and 840",
    zh_cn: "时区偏移必须是 -840 到 840 之间的整数分钟",
  },
} as const;
