/**
 * The product page (issue 15): the rating breakdown beside the average, "Only N Products Left"
 * when stock is low (product page and quick view; shown for 1 to 5), the text shown instead of
 * "0.0 (0)" for an item or store without ratings, and the gallery's thumbnail strip. Plural keys
 * carry every form Arabic needs (one, two, few, many, other).
 */
export const en = {
  'product.stockLeft': 'Only {{count}} Products Left',
  'product.stockLeft_one': 'Only {{count}} Product Left',
  'product.stockLeft_two': 'Only {{count}} Products Left',
  'product.stockLeft_few': 'Only {{count}} Products Left',
  'product.stockLeft_many': 'Only {{count}} Products Left',
  'product.stockLeft_other': 'Only {{count}} Products Left',
  'product.ratings.none': 'No reviews yet',
  'product.reviews.noneWritten':
    'No written reviews yet. Customers who ordered this item can review it.',
  'product.ratings.breakdown': 'Rating breakdown',
  'product.ratings.outOf': 'out of 5',
  'product.ratings.bar': '{{stars}} stars: {{count}} ({{percent}}%)',
  'product.ratings.total': '{{count}} ratings',
  'product.ratings.total_one': '{{count}} rating',
  'product.ratings.total_two': '{{count}} ratings',
  'product.ratings.total_few': '{{count}} ratings',
  'product.ratings.total_many': '{{count}} ratings',
  'product.ratings.total_other': '{{count}} ratings',
  'product.gallery.thumbnails': 'Pictures of {{name}}',
};
