/** Poster art for demo events, drawn as SVG so the repository needs no photographs. */

export type PosterMotif = 'sun' | 'enso' | 'mountains' | 'belt' | 'torii' | 'waves';

export interface PosterOptions {
  title: string;
  kicker: string;
  footer: string;
  motif: PosterMotif;
  /** Gradient from the top-left corner towards near-black. */
  from: string;
  to: string;
  accent: string;
}

const WIDTH = 1280;
const HEIGHT = 720;

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap by character count; bold 56 px capitals fit about 18 per line left of the motif. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function motifShapes(motif: PosterMotif, accent: string): string {
  switch (motif) {
    case 'sun':
      return (
        `<circle cx="960" cy="290" r="300" fill="url(#glow)"/>` +
        `<circle cx="960" cy="290" r="175" fill="${accent}"/>` +
        Array.from({ length: 12 }, (_, i) => {
          const angle = (i * 30 * Math.PI) / 180;
          const x = 960 + Math.cos(angle) * 230;
          const y = 290 + Math.sin(angle) * 230;
          const x2 = 960 + Math.cos(angle) * 330;
          const y2 = 290 + Math.sin(angle) * 330;
          return `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${accent}" stroke-width="14" stroke-linecap="round" opacity="0.55"/>`;
        }).join('')
      );
    case 'enso':
      return (
        `<circle cx="950" cy="300" r="280" fill="url(#glow)"/>` +
        `<circle cx="950" cy="300" r="190" fill="none" stroke="${accent}" stroke-width="46" stroke-linecap="round" stroke-dasharray="1000 200" transform="rotate(-60 950 300)"/>` +
        `<circle cx="950" cy="300" r="150" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.25"/>`
      );
    case 'mountains':
      return (
        `<circle cx="1010" cy="230" r="120" fill="${accent}" opacity="0.9"/>` +
        `<path d="M560 620 L820 250 L980 470 L1090 330 L1330 620 Z" fill="#000000" opacity="0.55"/>` +
        `<path d="M760 620 L960 380 L1120 560 L1200 470 L1330 620 Z" fill="#000000" opacity="0.7"/>` +
        `<path d="M820 250 L870 322 L845 312 L820 340 L795 312 L772 318 Z" fill="#ffffff" opacity="0.8"/>`
      );
    case 'belt':
      return (
        `<circle cx="960" cy="300" r="290" fill="url(#glow)"/>` +
        `<rect x="600" y="270" width="720" height="70" rx="10" fill="#111111" transform="rotate(-12 960 305)"/>` +
        `<rect x="600" y="282" width="720" height="8" fill="${accent}" opacity="0.8" transform="rotate(-12 960 305)"/>` +
        `<path d="M920 300 L860 520 L930 520 L965 330 Z" fill="#111111"/>` +
        `<path d="M990 300 L1080 500 L1140 470 L1010 290 Z" fill="#111111"/>` +
        `<rect x="915" y="255" width="95" height="95" rx="18" fill="#1c1c1c" stroke="${accent}" stroke-width="6"/>`
      );
    case 'torii':
      return (
        `<circle cx="960" cy="330" r="300" fill="url(#glow)"/>` +
        `<path d="M700 170 Q960 120 1220 170 L1210 205 Q960 165 710 205 Z" fill="${accent}"/>` +
        `<rect x="740" y="240" width="440" height="30" fill="${accent}"/>` +
        `<rect x="790" y="195" width="40" height="430" fill="${accent}"/>` +
        `<rect x="1090" y="195" width="40" height="430" fill="${accent}"/>` +
        `<rect x="945" y="200" width="30" height="45" fill="${accent}"/>`
      );
    case 'waves':
      return (
        `<circle cx="980" cy="260" r="150" fill="${accent}" opacity="0.85"/>` +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<path d="M560 ${430 + i * 55} Q680 ${380 + i * 55} 800 ${430 + i * 55} T1040 ${430 + i * 55} T1280 ${430 + i * 55}" fill="none" stroke="#ffffff" stroke-width="${10 - i * 2}" opacity="${0.6 - i * 0.12}" stroke-linecap="round"/>`,
          )
          .join('')
      );
  }
}

/** A 1280x720 poster: dramatic gradient, a motif on the right, the event title on the left. */
export function posterSvg(options: PosterOptions): string {
  const lines = wrap(options.title.toUpperCase(), 18);
  const titleTop = 360 - (lines.length - 1) * 34;
  const title = lines
    .map((line, i) => `<text x="80" y="${titleTop + i * 68}" class="title">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${options.from}"/><stop offset="0.6" stop-color="${options.to}"/><stop offset="1" stop-color="#070708"/>
</linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="${options.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${options.accent}" stop-opacity="0"/>
</radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#000000" stop-opacity="0.55"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/>
</linearGradient>
<style>
.title{font-family:'DejaVu Sans','Liberation Sans',Arial,sans-serif;font-weight:700;font-size:56px;fill:#ffffff;letter-spacing:1px}
.kicker{font-family:'DejaVu Sans','Liberation Sans',Arial,sans-serif;font-weight:700;font-size:24px;fill:${options.accent};letter-spacing:6px}
.footer{font-family:'DejaVu Sans','Liberation Sans',Arial,sans-serif;font-size:26px;fill:#f4f1ec;opacity:0.85}
</style>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<g transform="translate(70 0)">${motifShapes(options.motif, options.accent)}</g>
<path d="M-40 ${HEIGHT - 40} L${WIDTH + 40} ${HEIGHT - 250} L${WIDTH + 40} ${HEIGHT - 200} L-40 ${HEIGHT + 20} Z" fill="#000000" opacity="0.3"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
<rect x="80" y="${titleTop - 110}" width="70" height="8" fill="${options.accent}"/>
<text x="80" y="${titleTop - 66}" class="kicker">${escapeXml(options.kicker.toUpperCase())}</text>
${title}
<text x="80" y="${titleTop + lines.length * 68 + 6}" class="footer">${escapeXml(options.footer)}</text>
</svg>`;
}
