/**
 * The business's own generated images (logo, favicon, payment gateway), served under
 * /storage/business/. Everything else under /storage/ comes from the seed's image renderer.
 */
const BRAND = '#0f766e';
const ACCENT = '#f59e0b';

const mark = (size: number) => `
  <rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${BRAND}"/>
  <path d="M${size * 0.27} ${size * 0.38}h${size * 0.46}l-${size * 0.05} ${size * 0.34}H${size * 0.32}z" fill="#fff"/>
  <path d="M${size * 0.38} ${size * 0.38}v-${size * 0.06}a${size * 0.12} ${size * 0.12} 0 0 1 ${size * 0.24} 0v${size * 0.06}" fill="none" stroke="#fff" stroke-width="${size * 0.05}" stroke-linecap="round"/>
  <circle cx="${size * 0.5}" cy="${size * 0.55}" r="${size * 0.06}" fill="${ACCENT}"/>`;

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="Storefront">
  <g transform="translate(4 4)">${mark(56)}</g>
  <text x="72" y="42" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="28" font-weight="700" fill="${BRAND}">Storefront</text>
</svg>`;

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Storefront">${mark(64)}</svg>`;

const SANDBOX_PAY = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48" role="img" aria-label="Sandbox Pay">
  <rect x="1" y="1" width="118" height="46" rx="8" fill="#eef2ff" stroke="#4f46e5" stroke-width="2"/>
  <rect x="10" y="14" width="28" height="20" rx="3" fill="#4f46e5"/>
  <rect x="10" y="19" width="28" height="4" fill="#c7d2fe"/>
  <text x="46" y="30" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="13" font-weight="700" fill="#312e81">Sandbox Pay</text>
</svg>`;

const IMAGES: Record<string, string> = {
  'business/logo.svg': LOGO,
  'business/favicon.svg': FAVICON,
  'business/sandbox-pay.svg': SANDBOX_PAY,
};

export function renderBrandImage(path: string): string | null {
  return IMAGES[path] ?? null;
}
