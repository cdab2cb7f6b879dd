/**
 * The file name of a Content-Disposition header: filename*=UTF-8''… (RFC 6266) wins over filename="…".
 * Undefined when the header names none. Path separators are never kept.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return clean(decodeURIComponent(extended[1].trim().replace(/^"|"$/g, '')));
    } catch {
      // a malformed escape: fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return value ? clean(value) : undefined;
}

const clean = (name: string) => name.replace(/[\\/]/g, '_').trim() || undefined;
