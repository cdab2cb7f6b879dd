import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { FONT, type FontName } from './theme.js';

/**
 * The PDFs' one typeface: DejaVu Sans Condensed (about Helvetica's width, so the layouts keep their
 * measure) and DejaVu Sans Mono Bold for the payment grid, from the dejavu-fonts-ttf package (Bitstream
 * Vera licence, DejaVu changes public domain). It covers Latin Extended (Nguyễn, Dvořák, Łódź), Greek
 * and Cyrillic, and every PDF embeds the subset it uses, so a name prints as written on any reader.
 */

const FILES: Record<FontName, string> = {
  [FONT.regular]: 'DejaVuSansCondensed.ttf',
  [FONT.bold]: 'DejaVuSansCondensed-Bold.ttf',
  [FONT.italic]: 'DejaVuSansCondensed-Oblique.ttf',
  [FONT.monoBold]: 'DejaVuSansMono-Bold.ttf',
};

/** A parsed font as pdfkit holds it (fontkit's): what this module reads of it. */
type Glyph = { id: number; advanceWidth: number; codePoints: number[] };
export type FontFace = { characterSet: number[]; glyphForCodePoint: (codePoint: number) => Glyph; layout: (text: string) => unknown };
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type EmbeddedFontInternals = { _font: { font: FontFace } };

let faces: Map<FontName, FontFace> | null = null;

/**
 * Every font by the theme's name, parsed once per process. pdfkit takes a parsed font as well as
 * the file's bytes; handed the bytes, it would parse the tables again for every document (most of
 * a report's render time), and the parsed font keeps its glyph caches warm between documents.
 */
function fontFaces(): Map<FontName, FontFace> {
  if (!faces) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const parser = new PDFDocument({ autoFirstPage: false });
    faces = new Map();
    for (const name of Object.keys(FILES) as FontName[]) {
      parser.registerFont(name, readFileSync(join(dir, FILES[name])));
      faces.set(name, withPlainLayout((parser.font(name) as unknown as EmbeddedFontInternals)._font.font));
    }
  }
  return faces;
}

/**
 * The font with a plain layout: one glyph per character at its advance width, no OpenType shaping.
 * Shaping (kerning, mark positioning) ran for every word drawn and made a report four times slower;
 * the text is Latin, Greek and Cyrillic set in NFC, which needs none, and the layout's widths then
 * agree exactly with text-metrics' measures. Everything else pdfkit asks of the font (subsetting,
 * metrics for the embedded descriptor) is the parsed font's own.
 */
function withPlainLayout(face: FontFace): FontFace {
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (codePoint: number): Glyph => {
    let glyph = glyphs.get(codePoint);
    if (!glyph) {
      glyph = face.glyphForCodePoint(codePoint);
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  };
  const layout = (text: string) => {
    const run: Glyph[] = [];
    const positions: Position[] = [];
    for (const char of text) {
      const glyph = glyphOf(char.codePointAt(0) ?? 0);
      run.push(glyph);
      positions.push({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
    }
    return {
      glyphs: run,
      positions,
      // pdfkit scales the positions in place, then reads the run's width from them
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  return new Proxy(face, { get: (target, key) => (key === 'layout' ? layout : Reflect.get(target, key, target)) });
}

/** The parsed font of a theme name. */
export function fontFace(name: FontName): FontFace {
  const face = fontFaces().get(name);
  if (!face) throw new Error(`unknown font ${name}`);
  return face;
}

/** Registers the theme's fonts with a new document (pdfkit embeds the subset of each font the document uses). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, face] of fontFaces()) doc.registerFont(name, face as unknown as Buffer);
}
