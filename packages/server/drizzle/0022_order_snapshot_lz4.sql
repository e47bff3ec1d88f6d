-- An order detail's item snapshot (`order_details.item_details`, about 2.3 kB of JSON for a grocery
-- item) is over PostgreSQL's 2 kB TOAST threshold, so every order's detail row was compressed with
-- pglz at the insert: under the bench's placement load about 3% of PostgreSQL's CPU. lz4 compresses
-- several times faster (docs/decisions.md "Placement: the store counter's notification gathered").
-- Only where the server was built with lz4 (Debian's and most packages are); PGlite and others keep
-- pglz. Rows already written keep their compression; this changes how new values are stored only.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings
      WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)) THEN
    ALTER TABLE order_details ALTER COLUMN item_details SET COMPRESSION lz4;
  END IF;
END
$$;
