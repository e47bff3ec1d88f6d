-- A placement whose writes need nothing read back (a cash order without prescriptions), as one
-- function called with parameters (ordering/finish.ts, docs/decisions.md "Placement: the write as
-- a function in the schema"): PostgreSQL compiles it and plans its statements once per
-- connection, where the anonymous block it replaces (`DO`) was compiled and planned for every
-- order. In order: statements run first (a derived key's stale claim released), the key's claim
-- with its answer, checked statements (the cart's lines as read), the order and its details,
-- further writes (a customer's count and cashback, a coupon's use), then the rows that every order
-- shares, in lock order: the store's counter, each line's stock, a flash sale's units, and the
-- promotions version. A claim that finds the key taken or a checked statement that does not touch
-- its rows raises `storefront_refused:<index>` (the claim is 0, the checked statements 1 on); a
-- short line raises `storefront_short_line:<index>` (the stock lines from 0, then the flash lines).
-- The statements of the variable parts (released, checked, further writes) come as JSON arrays
-- of text with their values inlined, run with EXECUTE; a checked one is {statement, rows}: it must
-- touch `rows` rows, or at least one when `rows` is null. Rows come as JSON with every column the
-- caller sets (constant defaults included); the columns whose default is the database's (ids,
-- `created_at`) are filled here when the row leaves them out.
-- A variation's stock in a row's `variations` (an item's or a campaign item's): whether the
-- variation named `p_type` holds `p_quantity`, and the array with that quantity taken from it.
CREATE OR REPLACE FUNCTION storefront_variation_holds(p_variations jsonb, p_type text, p_quantity integer)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT EXISTS (SELECT 1 FROM jsonb_array_elements(p_variations) AS v(e)
    WHERE v.e ->> 'type' = p_type AND coalesce((v.e ->> 'stock')::numeric, 0) >= p_quantity)
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION storefront_variations_less(p_variations jsonb, p_type text, p_quantity integer)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(CASE WHEN v.e ->> 'type' = p_type
      THEN jsonb_set(v.e, '{stock}', to_jsonb(coalesce((v.e ->> 'stock')::numeric, 0)::int - p_quantity))
      ELSE v.e END ORDER BY v.n), '[]'::jsonb)
    FROM jsonb_array_elements(p_variations) WITH ORDINALITY AS v(e, n)
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION storefront_place_order(
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
  p_promotions boolean
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
  IF FOUND THEN
    PERFORM pg_notify(p_channel, 'stores:rows:' || p_store_id);
  END IF;
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
