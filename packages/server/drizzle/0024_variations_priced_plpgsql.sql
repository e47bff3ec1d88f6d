-- The placement's item check (0023_placement_item_check.sql) compares each item's variations but
-- for their stock through `storefront_variations_priced`. As a SQL function with a subquery it is
-- not inlined, and a SQL function called from a query is parsed and planned again on every call of
-- that query: about a fifth of PostgreSQL's time in the placement's function under the bench's load
-- (docs/decisions.md "Placement: the item check's variations without a plan per order"). In
-- PL/pgSQL its one query is planned once per connection; the results are the same.
CREATE OR REPLACE FUNCTION storefront_variations_priced(p_variations jsonb)
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF p_variations IS NULL OR p_variations = '[]'::jsonb THEN
    RETURN '[]'::jsonb;
  END IF;
  RETURN (SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(v.e) = 'object' THEN v.e - 'stock'
      ELSE v.e END ORDER BY v.n), '[]'::jsonb)
    FROM jsonb_array_elements(p_variations) WITH ORDINALITY AS v(e, n));
END;
$$;
