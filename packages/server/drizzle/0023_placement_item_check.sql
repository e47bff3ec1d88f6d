-- The placement's function (0020_placement_counter_notice.sql) with a last parameter, `p_items`:
-- the items a guest's buy-now order was priced from when the server took them from its recent reads
-- of them (ordering/lines.ts, `RECENT_ITEM_MS`) instead of reading them for the order, one round
-- trip fewer (docs/decisions.md "Placement: the item read in the function"). Each is
-- `{id, revision, variations}`: the function refuses the whole write with `storefront_stale_items`
-- (before any write) unless every item is still of that revision (its static columns: price,
-- discount, name, add-ons, store, module...), still active and approved in an active store, and
-- has the same variations but for their stock (a variation's price is in that dynamic column).
-- The server then reads the items and places the order again. The stock is not compared: the
-- conditional updates take it as before, and a short line on recent reads is read again too.
-- Everything else is as in 0020: the same writes, order and raises (`p_items` empty: the same).
DROP FUNCTION storefront_place_order(jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, integer, text, jsonb,
  jsonb, boolean);
--> statement-breakpoint
-- A row's variations without their stock (what prices a line), in their order.
CREATE OR REPLACE FUNCTION storefront_variations_priced(p_variations jsonb)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_variations IS NULL OR p_variations = '[]'::jsonb THEN '[]'::jsonb
    ELSE (SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(v.e) = 'object' THEN v.e - 'stock'
        ELSE v.e END ORDER BY v.n), '[]'::jsonb)
      FROM jsonb_array_elements(p_variations) WITH ORDINALITY AS v(e, n)) END
$$;
--> statement-breakpoint
CREATE FUNCTION storefront_place_order(
  p_before jsonb,
  p_key jsonb,
  p_checked jsonb,
  p_order jsonb,
  p_details jsonb,
  p_writes jsonb,
  p_store_id integer,
  p_channel text,
  p_stock jsonb,
  p_flash jsonb,
  p_promotions boolean,
  p_items jsonb
) RETURNS void AS $$
DECLARE
  v_statement text;
  v_touched integer;
  v_i integer;
  v_line jsonb;
  v_quantity integer;
  v_variation text;
  v_bumped integer;
BEGIN
  -- The items the order was priced from when they came from the server's recent reads: each must
  -- still be the row of that revision, visible, with the same variations but for their stock.
  IF jsonb_array_length(p_items) > 0 AND EXISTS (
      SELECT 1 FROM jsonb_to_recordset(p_items) AS c(id integer, revision bigint, variations jsonb)
        LEFT JOIN items i ON i.id = c.id
        LEFT JOIN stores s ON s.id = i.store_id
      WHERE i.id IS NULL OR i.revision <> c.revision OR NOT i.status OR NOT i.is_approved
        OR s.status IS NOT TRUE
        OR storefront_variations_priced(i.variations) IS DISTINCT FROM c.variations) THEN
    RAISE EXCEPTION USING MESSAGE = 'storefront_stale_items';
  END IF;
  FOR v_statement IN SELECT jsonb_array_elements_text(p_before) LOOP
    EXECUTE v_statement;
  END LOOP;
  INSERT INTO idempotency_keys
    SELECT r.* FROM jsonb_populate_record(null::idempotency_keys,
      jsonb_build_object('id', nextval('idempotency_keys_id_seq'), 'created_at', now()) || p_key) AS r
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING MESSAGE = 'storefront_refused:0';
  END IF;
  v_i := 1;
  FOR v_line IN SELECT e FROM jsonb_array_elements(p_checked) AS c(e) LOOP
    EXECUTE v_line ->> 'statement';
    GET DIAGNOSTICS v_touched = ROW_COUNT;
    IF v_touched <> coalesce((v_line ->> 'rows')::integer, v_touched)
       OR (v_line ->> 'rows' IS NULL AND v_touched = 0) THEN
      RAISE EXCEPTION USING MESSAGE = 'storefront_refused:' || v_i;
    END IF;
    v_i := v_i + 1;
  END LOOP;
  INSERT INTO orders OVERRIDING SYSTEM VALUE
    SELECT r.* FROM jsonb_populate_record(null::orders, p_order) AS r;
  INSERT INTO order_details
    SELECT r.* FROM jsonb_array_elements(p_details) AS d(e),
      jsonb_populate_record(null::order_details,
        jsonb_build_object('id', nextval('order_details_id_seq'), 'created_at', now()) || d.e) AS r;
  FOR v_statement IN SELECT jsonb_array_elements_text(p_writes) LOOP
    EXECUTE v_statement;
  END LOOP;
  UPDATE stores SET order_count = order_count + 1 WHERE id = p_store_id;
  v_i := 0;
  FOR v_line IN SELECT e FROM jsonb_array_elements(p_stock) AS s(e) LOOP
    v_quantity := (v_line ->> 'quantity')::integer;
    v_variation := v_line ->> 'variation';
    -- A line of a variation takes from the variation's own stock too.
    IF v_line ->> 'table' = 'items' THEN
      UPDATE items SET stock = stock - v_quantity, variations = CASE WHEN v_variation IS NULL
          THEN variations ELSE storefront_variations_less(variations, v_variation, v_quantity) END
        WHERE id = (v_line ->> 'id')::integer AND stock >= v_quantity AND (v_variation IS NULL
          OR storefront_variation_holds(variations, v_variation, v_quantity));
    ELSIF v_line ->> 'table' = 'item_campaigns' THEN
      UPDATE item_campaigns SET stock = stock - v_quantity, variations = CASE WHEN v_variation IS NULL
          THEN variations ELSE storefront_variations_less(variations, v_variation, v_quantity) END
        WHERE id = (v_line ->> 'id')::integer AND stock >= v_quantity AND (v_variation IS NULL
          OR storefront_variation_holds(variations, v_variation, v_quantity));
    ELSE
      RAISE EXCEPTION 'storefront_place_order: no stock table %', v_line ->> 'table';
    END IF;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING MESSAGE = 'storefront_short_line:' || v_i;
    END IF;
    v_i := v_i + 1;
  END LOOP;
  FOR v_line IN SELECT e FROM jsonb_array_elements(p_flash) AS f(e) LOOP
    v_quantity := (v_line ->> 'quantity')::integer;
    UPDATE flash_sale_items SET sold = sold + v_quantity
      WHERE id = (v_line ->> 'id')::integer AND status = true AND sold + v_quantity <= stock;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING MESSAGE = 'storefront_short_line:' || v_i;
    END IF;
    v_i := v_i + 1;
  END LOOP;
  IF jsonb_array_length(p_flash) > 0 OR p_promotions THEN
    INSERT INTO cache_versions (kind, version) VALUES ('promotions', 1)
      ON CONFLICT (kind) DO UPDATE SET version = cache_versions.version + 1
      RETURNING version INTO v_bumped;
    PERFORM pg_notify(p_channel, 'promotions:' || v_bumped);
  END IF;
END;
$$ LANGUAGE plpgsql;
