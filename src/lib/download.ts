// Saving a file the server sent (PDFs, materials) under the name the server
// gave it in Content-Disposition (RFC 6266): the UTF-8 `filename*` form
// (RFC 5987) wins over the plain `filename`, as browsers do.

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1).replace(/\\(.)/g, '$1') : trimmed;
}

/** The file name a Content-Disposition header gives, without any path; undefined when it names none. */
export function dispositionFileName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const parameters = new Map<string, string>();
  for (const part of header.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/).slice(1)) {
    const equals = part.indexOf('=');
    if (equals > 0) parameters.set(part.slice(0, equals).trim().toLowerCase(), part.slice(equals + 1));
  }
  let name: string | undefined;
  const extended = parameters.get('filename*')?.trim();
  const encoded = extended && /^utf-8'[^']*'(.+)$/i.exec(extended)?.[1];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded);
    } catch {
      name = undefined; // a malformed escape: the plain parameter below still counts
    }
  }
  name ??= parameters.has('filename') ? unquote(parameters.get('filename') ?? '') : undefined;
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || undefined;
}

/** Hands a file to the browser's download, named as given. */
export function saveFile(content: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(content);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or the download may find no file.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
