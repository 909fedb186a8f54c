-- The parcel's steps changed from review -> bag -> weigh to review -> weigh -> waybill -> bag (issue 40,
-- docs/orders.md). Orders in flight move to the state that says what was really done to them:
--  * bagged (in a bag, not weighed yet): back to reviewed and out of the bag, so they are weighed, labelled
--    and bagged again (where the warehouse does not weigh, they count as weighed, below);
--  * weighed (in a bag and weighed): bagged when they carry their tracking number and sit in a bag (or their
--    warehouse does not bag); otherwise weighed and out of the bag: their waybill comes before the bag now.
-- The same for exceptions, through the state they remember (exception_from). Each move is logged.
WITH plan AS (
  SELECT o.provider_id, o.id, o.status,
         CASE WHEN o.status = 'exception' THEN o.exception_from ELSE o.status END AS was,
         EXISTS (SELECT 1 FROM packing_bag_items b WHERE b.provider_id = o.provider_id AND b.order_id = o.id) AS in_bag,
         o.tracking_number <> '' AS labelled,
         w.bagging_required, w.weighing_required
  FROM orders o
  JOIN warehouses w ON w.provider_id = o.provider_id AND w.id = o.warehouse_id
  WHERE o.status IN ('bagged', 'weighed')
     OR (o.status = 'exception' AND o.exception_from IN ('bagged', 'weighed'))
), target AS (
  SELECT p.*,
         CASE
           WHEN p.was = 'bagged' AND p.weighing_required THEN 'reviewed'
           WHEN p.in_bag AND p.labelled THEN 'bagged'
           WHEN NOT p.in_bag AND NOT p.bagging_required THEN 'bagged'
           ELSE 'weighed'
         END AS becomes
  FROM plan p
), unbagged AS (
  DELETE FROM packing_bag_items b USING target t
  WHERE b.provider_id = t.provider_id AND b.order_id = t.id AND t.becomes <> 'bagged'
  RETURNING b.order_id
), moved AS (
  UPDATE orders o
  SET status = CASE WHEN o.status = 'exception' THEN o.status ELSE t.becomes END,
      exception_from = CASE WHEN o.status = 'exception' THEN t.becomes ELSE o.exception_from END,
      updated_at = now()
  FROM target t
  WHERE o.provider_id = t.provider_id AND o.id = t.id AND t.becomes <> t.was
  RETURNING o.id
)
INSERT INTO order_logs (provider_id, order_id, action, from_status, to_status, actor_name, reason, detail)
SELECT t.provider_id, t.id, 'step_order', t.was, t.becomes, 'system', '',
       jsonb_build_object('in_exception', t.status = 'exception', 'left_bag', t.in_bag AND t.becomes <> 'bagged')
FROM target t
WHERE t.becomes <> t.was OR (t.in_bag AND t.becomes <> 'bagged');
