-- The items' revision trigger (0017_items_revision_trigger.sql) fires only for an update that sets
-- a static column: every column but the dynamic ones its function leaves out of the comparison
-- (stock, variations, order_count, avg_rating, rating_count, rating, status, is_approved,
-- revision). An update that sets none of them cannot change one, so its revision stays as the
-- function would have left it; the function still compares the rows when one is set. Every
-- order's stock update (the placement's function) paid for the function's call and its two
-- `to_jsonb` of the 45-column row, about a sixth of the function's time (docs/decisions.md
-- "Placement: the store counter's notification gathered"). A column added to `items` must be
-- added here too: ordering/items-revision.test.ts compares this list with the table's columns.
DROP TRIGGER items_revision ON items;
--> statement-breakpoint
CREATE TRIGGER items_revision BEFORE UPDATE OF
    id, name, slug, description, image, images, category_id, category_ids, food_variations,
    add_ons, attributes, choice_options, price, tax, tax_type, discount, discount_type,
    available_time_starts, available_time_ends, veg, store_id, module_id, unit_type,
    maximum_cart_quantity, recommended, organic, is_halal, is_prescription_required, generic_name,
    nutritions, allergies, tags, brand, translations, created_at, updated_at
  ON items FOR EACH ROW EXECUTE FUNCTION items_revision();
