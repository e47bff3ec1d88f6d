-- Items' static columns are kept in each server's memory by revision (catalogue/item-cache.ts):
-- any update that changes a column other than the dynamic ones (stock, variations, order count,
-- ratings, status, approval, revision itself) takes a new revision, whoever makes it.
CREATE OR REPLACE FUNCTION items_revision() RETURNS trigger AS $$
BEGIN
  IF (to_jsonb(NEW) - ARRAY['stock', 'variations', 'order_count', 'avg_rating', 'rating_count',
        'rating', 'status', 'is_approved', 'revision'])
     IS DISTINCT FROM
     (to_jsonb(OLD) - ARRAY['stock', 'variations', 'order_count', 'avg_rating', 'rating_count',
        'rating', 'status', 'is_approved', 'revision']) THEN
    NEW.revision := nextval('items_revision_seq');
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER items_revision BEFORE UPDATE ON items
  FOR EACH ROW EXECUTE FUNCTION items_revision();
