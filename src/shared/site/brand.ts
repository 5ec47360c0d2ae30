// Brand colours shared by the web app manifest, the generated icons and the browser chrome.
// The theme colour must match the <meta name="theme-color"> in index.html.

export const BRAND_THEME_COLOR = '#5b21b6';
export const BRAND_BACKGROUND_COLOR = '#ffffff';
