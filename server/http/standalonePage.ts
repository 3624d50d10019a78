// The few pages the server writes itself rather than the client (the offsite warning, embeddable cards): plain
// HTML with their styles inline, not indexed by search engines.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A whole page: its title (escaped here), its styles and its body (HTML the caller has escaped). */
export function standalonePage(title: string, styles: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Tackboard</title>
<style>
${styles}
</style>
</head>
<body>
${body}
</body>
</html>`;
}
