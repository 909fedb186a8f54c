import type { TLanguage } from "@wms/contracts";
import type { TMail } from "../../kernel/services/mail.ts";

export const productName: Record<TLanguage, string> = {
  en_us: "Esty Review Collector",
  zh_cn: "Esty 评论采集器",
};

/** The licence mail, in the buyer's language (the language of the page they checked out on). */
export function licenceMail(
  lang: TLanguage,
  input: { to: string; planName: string; licenceKey: string; siteUrl: string },
): TMail {
  const guide = `${input.siteUrl}/tools/config`;
  if (lang === "zh_cn") {
    return {
      to: input.to,
      subject: `您的${productName.zh_cn}${input.planName}许可证密钥`,
      text: [
        "您好，",
        "",
        `感谢使用${productName.zh_cn}。您的${input.planName}许可证密钥：`,
        "",
        `    ${input.licenceKey}`,
        "",
        "激活方法：点击浏览器工具栏中的扩展图标，打开“设置”，在“许可证密钥”中粘贴上面的密钥并保存。",
        `设置说明：${guide}`,
        "",
        "请妥善保管此邮件。如果这不是您本人的操作，请忽略此邮件。",
      ].join("\n"),
    };
  }
  return {
    to: input.to,
    subject: `Your ${productName.en_us} ${input.planName} licence key`,
    text: [
      "Hello,",
      "",
      `Thank you for choosing ${productName.en_us}. Your ${input.planName} licence key:`,
      "",
      `    ${input.licenceKey}`,
      "",
      "To activate it, click the extension icon in your browser toolbar, open Settings, paste the key under",
      "Licence key and save.",
      `Settings guide: ${guide}`,
      "",
      "Keep this email. If you did not request it, you can ignore it.",
    ].join("\n"),
  };
}
