// Draws the sample deals' illustrations: public/images/deals/<slug>-<view>.svg for every sample deal, plus
// public/images/placeholder-deal.svg. Each product kind has one hand-drawn template; a palette and three
// views (hero, turned, close-up) keep 150+ images consistent. Stylised drawings, never photo-like.
//
// Run after changing the sample catalog:  node --import tsx scripts/generate-deal-images.mjs
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  DEAL_IMAGE_HEIGHT,
  DEAL_IMAGE_WIDTH,
  PLACEHOLDER_DEAL_IMAGE,
} from '../src/shared/deal/deal-defaults.ts';
import { ART_KINDS, PALETTE_NAMES, SAMPLE_IMAGES_PER_DEAL } from '../src/shared/sample/catalog/types.ts';
import { SAMPLE_DEAL_SEEDS } from '../src/shared/sample/sample-deals.ts';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const dealsDir = `${publicDir}/images/deals`;

/** Soft background gradient, the product's main and accent colours, a dark outline tone and a highlight. */
const PALETTES = {
  violet: {
    bg: ['#ede9fe', '#c4b5fd'],
    main: '#7c3aed',
    accent: '#f59e0b',
    dark: '#2e1065',
    light: '#faf5ff',
  },
  ocean: {
    bg: ['#e0f2fe', '#7dd3fc'],
    main: '#0369a1',
    accent: '#f97316',
    dark: '#082f49',
    light: '#f0f9ff',
  },
  sunset: {
    bg: ['#ffedd5', '#fdba74'],
    main: '#ea580c',
    accent: '#0ea5e9',
    dark: '#431407',
    light: '#fff7ed',
  },
  forest: {
    bg: ['#dcfce7', '#86efac'],
    main: '#15803d',
    accent: '#facc15',
    dark: '#052e16',
    light: '#f0fdf4',
  },
  rose: { bg: ['#ffe4e6', '#fda4af'], main: '#e11d48', accent: '#fbbf24', dark: '#4c0519', light: '#fff1f2' },
  slate: {
    bg: ['#f1f5f9', '#cbd5e1'],
    main: '#334155',
    accent: '#38bdf8',
    dark: '#0f172a',
    light: '#f8fafc',
  },
  amber: {
    bg: ['#fef3c7', '#fcd34d'],
    main: '#b45309',
    accent: '#7c3aed',
    dark: '#451a03',
    light: '#fffbeb',
  },
  mint: { bg: ['#ccfbf1', '#5eead4'], main: '#0f766e', accent: '#f43f5e', dark: '#042f2e', light: '#f0fdfa' },
  berry: {
    bg: ['#fae8ff', '#f0abfc'],
    main: '#a21caf',
    accent: '#22d3ee',
    dark: '#4a044e',
    light: '#fdf4ff',
  },
  sky: { bg: ['#e0e7ff', '#a5b4fc'], main: '#4338ca', accent: '#f472b6', dark: '#1e1b4b', light: '#eef2ff' },
};

/** One drawing per product kind, centred near (400, 300) on the 800 x 600 canvas. */
const ART = {
  headphones: (c) =>
    `<path d="M250 340C250 140 550 140 550 340" fill="none" stroke="${c.main}" stroke-width="34" stroke-linecap="round"/><rect x="200" y="300" width="96" height="160" rx="42" fill="${c.dark}"/><rect x="222" y="318" width="62" height="124" rx="28" fill="${c.main}"/><rect x="504" y="300" width="96" height="160" rx="42" fill="${c.dark}"/><rect x="516" y="318" width="62" height="124" rx="28" fill="${c.main}"/><rect x="390" y="150" width="20" height="30" rx="6" fill="${c.accent}"/>`,
  headset: (c) =>
    `${ART.headphones(c)}<path d="M250 430Q270 500 370 486" fill="none" stroke="${c.dark}" stroke-width="12" stroke-linecap="round"/><circle cx="378" cy="486" r="16" fill="${c.accent}"/>`,
  laptop: (c) =>
    `<rect x="230" y="140" width="340" height="230" rx="14" fill="${c.dark}"/><rect x="248" y="158" width="304" height="194" rx="6" fill="${c.light}"/><rect x="272" y="184" width="130" height="18" rx="9" fill="${c.accent}"/><rect x="272" y="218" width="250" height="12" rx="6" fill="${c.main}" opacity=".45"/><rect x="272" y="244" width="210" height="12" rx="6" fill="${c.main}" opacity=".3"/><rect x="272" y="280" width="110" height="50" rx="8" fill="${c.main}" opacity=".6"/><path d="M170 378H630L600 420H200Z" fill="${c.main}"/><rect x="360" y="380" width="80" height="8" rx="4" fill="${c.dark}" opacity=".35"/>`,
  tv: (c) =>
    `<rect x="150" y="120" width="500" height="300" rx="12" fill="${c.dark}"/><rect x="164" y="134" width="472" height="272" rx="4" fill="${c.main}"/><path d="M164 360L300 250L380 320L470 220L636 360V406H164Z" fill="${c.accent}" opacity=".8"/><circle cx="540" cy="190" r="30" fill="${c.light}" opacity=".85"/><rect x="380" y="420" width="40" height="40" fill="${c.dark}"/><rect x="300" y="456" width="200" height="14" rx="7" fill="${c.dark}"/>`,
  speaker: (c) =>
    `<rect x="230" y="190" width="340" height="220" rx="60" fill="${c.main}"/><rect x="250" y="210" width="300" height="180" rx="46" fill="${c.dark}" opacity=".25"/><circle cx="330" cy="300" r="62" fill="${c.dark}"/><circle cx="330" cy="300" r="34" fill="${c.accent}"/><circle cx="470" cy="300" r="62" fill="${c.dark}"/><circle cx="470" cy="300" r="34" fill="${c.accent}"/><rect x="380" y="172" width="40" height="20" rx="6" fill="${c.light}"/>`,
  phone: (c) =>
    `<rect x="310" y="100" width="180" height="370" rx="32" fill="${c.dark}"/><rect x="324" y="114" width="152" height="342" rx="22" fill="${c.light}"/><circle cx="400" cy="134" r="7" fill="${c.dark}"/><rect x="344" y="170" width="112" height="112" rx="20" fill="${c.main}"/><circle cx="400" cy="226" r="30" fill="${c.accent}"/><rect x="344" y="304" width="112" height="12" rx="6" fill="${c.main}" opacity=".4"/><rect x="344" y="328" width="80" height="12" rx="6" fill="${c.main}" opacity=".3"/><rect x="344" y="390" width="48" height="48" rx="12" fill="${c.accent}" opacity=".7"/><rect x="408" y="390" width="48" height="48" rx="12" fill="${c.main}" opacity=".7"/>`,
  smartwatch: (c) =>
    `<rect x="345" y="90" width="110" height="420" rx="30" fill="${c.main}"/><circle cx="400" cy="300" r="112" fill="${c.dark}"/><circle cx="400" cy="300" r="92" fill="${c.light}"/><circle cx="400" cy="300" r="70" fill="none" stroke="${c.accent}" stroke-width="14" stroke-dasharray="300 140" stroke-linecap="round"/><circle cx="400" cy="300" r="46" fill="none" stroke="${c.main}" stroke-width="12" stroke-dasharray="200 90" stroke-linecap="round"/><rect x="508" y="270" width="18" height="60" rx="6" fill="${c.dark}"/>`,
  jeans: (c) =>
    `<path d="M290 120H510L540 480H430L400 250L370 480H260Z" fill="${c.main}"/><rect x="290" y="120" width="220" height="40" fill="${c.dark}" opacity=".35"/><path d="M300 175Q340 215 380 175M420 175Q460 215 500 175" fill="none" stroke="${c.accent}" stroke-width="5"/><circle cx="400" cy="140" r="8" fill="${c.accent}"/><path d="M400 160V240" stroke="${c.dark}" stroke-width="4" opacity=".5"/>`,
  sunglasses: (c) =>
    `<path d="M170 250H370Q372 360 290 365Q195 368 170 250Z" fill="${c.dark}"/><path d="M430 250H630Q605 368 510 365Q428 360 430 250Z" fill="${c.dark}"/><path d="M190 262H350Q345 330 290 338Q215 340 190 262Z" fill="${c.main}" opacity=".85"/><path d="M450 262H610Q585 340 510 338Q455 330 450 262Z" fill="${c.main}" opacity=".85"/><path d="M370 262Q400 240 430 262" fill="none" stroke="${c.dark}" stroke-width="14"/><rect x="150" y="238" width="500" height="20" rx="10" fill="${c.dark}"/><path d="M215 285L245 275" stroke="${c.light}" stroke-width="8" stroke-linecap="round" opacity=".7"/>`,
  jacket: (c) =>
    `<path d="M320 120L400 160L480 120L600 180L640 420H560L540 260V480H260V260L240 420H160L200 180Z" fill="${c.main}"/><path d="M320 120L400 160L480 120L460 100H340Z" fill="${c.dark}" opacity=".4"/><path d="M400 160V480" stroke="${c.dark}" stroke-width="6"/><rect x="300" y="330" width="70" height="12" rx="6" fill="${c.accent}"/><rect x="430" y="330" width="70" height="12" rx="6" fill="${c.accent}"/>`,
  handbag: (c) =>
    `<path d="M300 240Q300 130 400 130Q500 130 500 240" fill="none" stroke="${c.dark}" stroke-width="18"/><path d="M220 240H580L550 460H250Z" fill="${c.main}"/><path d="M220 240H580L570 300H230Z" fill="${c.dark}" opacity=".3"/><rect x="375" y="285" width="50" height="34" rx="8" fill="${c.accent}"/>`,
  sneaker: (c) =>
    `<path d="M170 420Q170 330 230 310L330 270Q380 250 420 300L470 340Q560 350 620 380Q650 400 640 430H170Z" fill="${c.main}"/><rect x="160" y="420" width="490" height="36" rx="18" fill="${c.light}"/><rect x="160" y="444" width="490" height="14" rx="7" fill="${c.accent}"/><path d="M300 360L360 300M330 375L390 315M360 390L420 330" stroke="${c.light}" stroke-width="12" stroke-linecap="round"/><path d="M380 290L440 330" stroke="${c.dark}" stroke-width="6" stroke-dasharray="10 8"/>`,
  vacuum: (c) =>
    `<rect x="390" y="80" width="20" height="280" rx="10" fill="${c.dark}"/><rect x="350" y="260" width="130" height="110" rx="40" fill="${c.main}"/><circle cx="415" cy="315" r="30" fill="${c.accent}"/><path d="M340 140H460V180H360Z" fill="${c.main}"/><rect x="395" y="360" width="14" height="70" fill="${c.dark}"/><rect x="290" y="420" width="230" height="44" rx="20" fill="${c.dark}"/><rect x="300" y="452" width="210" height="10" rx="5" fill="${c.accent}" opacity=".8"/>`,
  'air-fryer': (c) =>
    `<rect x="270" y="130" width="260" height="330" rx="60" fill="${c.main}"/><rect x="300" y="160" width="200" height="60" rx="20" fill="${c.dark}"/><circle cx="400" cy="190" r="18" fill="${c.accent}"/><rect x="290" y="260" width="220" height="170" rx="30" fill="${c.dark}" opacity=".85"/><rect x="350" y="320" width="100" height="30" rx="15" fill="${c.light}"/>`,
  'dutch-oven': (c) =>
    `<ellipse cx="400" cy="240" rx="210" ry="40" fill="${c.dark}" opacity=".5"/><path d="M200 250H600V390Q600 460 400 460Q200 460 200 390Z" fill="${c.main}"/><rect x="150" y="280" width="60" height="26" rx="13" fill="${c.main}"/><rect x="590" y="280" width="60" height="26" rx="13" fill="${c.main}"/><path d="M210 240Q400 140 590 240Z" fill="${c.main}"/><ellipse cx="400" cy="168" rx="40" ry="18" fill="${c.accent}"/><path d="M240 330Q400 370 560 330" fill="none" stroke="${c.light}" stroke-width="10" opacity=".4"/>`,
  'coffee-maker': (c) =>
    `<rect x="260" y="110" width="230" height="360" rx="24" fill="${c.main}"/><rect x="260" y="110" width="230" height="70" rx="24" fill="${c.dark}"/><rect x="490" y="150" width="60" height="280" rx="20" fill="${c.accent}" opacity=".6"/><rect x="300" y="230" width="150" height="20" rx="10" fill="${c.dark}"/><path d="M320 330H430V420Q430 440 410 440H340Q320 440 320 420Z" fill="${c.light}"/><path d="M430 350Q465 360 430 395" fill="none" stroke="${c.light}" stroke-width="10"/><rect x="280" y="446" width="190" height="20" rx="6" fill="${c.dark}"/>`,
  'light-bulb': (c) =>
    `<circle cx="400" cy="240" r="120" fill="${c.accent}" opacity=".9"/><circle cx="360" cy="200" r="34" fill="${c.light}" opacity=".8"/><path d="M340 340H460V390H340Z" fill="${c.accent}"/><rect x="345" y="390" width="110" height="22" rx="8" fill="${c.main}"/><rect x="345" y="416" width="110" height="22" rx="8" fill="${c.main}"/><path d="M370 442H430L415 470H385Z" fill="${c.dark}"/><path d="M400 80V100M240 240H220M580 240H560M290 130L276 116M510 130L524 116" stroke="${c.main}" stroke-width="10" stroke-linecap="round"/>`,
  grill: (c) =>
    `<path d="M230 260A170 170 0 0 0 570 260Z" fill="${c.main}"/><path d="M240 250A160 130 0 0 1 560 250Z" fill="${c.dark}"/><rect x="380" y="100" width="40" height="22" rx="10" fill="${c.accent}"/><path d="M310 410L250 500M490 410L550 500M400 430V500" stroke="${c.dark}" stroke-width="12" stroke-linecap="round"/><circle cx="400" cy="395" r="26" fill="${c.accent}"/><path d="M280 200Q400 150 520 200" fill="none" stroke="${c.light}" stroke-width="8" opacity=".3"/>`,
  'serum-bottle': (c) =>
    `<rect x="320" y="220" width="160" height="250" rx="36" fill="${c.main}"/><rect x="340" y="290" width="120" height="110" rx="10" fill="${c.light}"/><rect x="360" y="320" width="80" height="12" rx="6" fill="${c.dark}"/><rect x="370" y="344" width="60" height="8" rx="4" fill="${c.accent}"/><rect x="355" y="170" width="90" height="56" rx="12" fill="${c.dark}"/><rect x="385" y="110" width="30" height="64" rx="10" fill="${c.dark}"/><rect x="410" y="118" width="60" height="18" rx="9" fill="${c.dark}"/>`,
  'cream-jar': (c) =>
    `<rect x="240" y="250" width="320" height="200" rx="40" fill="${c.light}"/><rect x="240" y="250" width="320" height="200" rx="40" fill="none" stroke="${c.main}" stroke-width="8"/><rect x="230" y="180" width="340" height="80" rx="20" fill="${c.main}"/><rect x="300" y="310" width="200" height="70" rx="12" fill="${c.main}" opacity=".15"/><rect x="330" y="330" width="140" height="14" rx="7" fill="${c.main}"/><rect x="350" y="354" width="100" height="10" rx="5" fill="${c.accent}"/>`,
  toothbrush: (c) =>
    `<rect x="370" y="180" width="60" height="270" rx="28" fill="${c.light}"/><rect x="385" y="90" width="30" height="110" rx="14" fill="${c.light}"/><rect x="380" y="96" width="40" height="50" rx="10" fill="${c.main}"/><circle cx="400" cy="270" r="14" fill="${c.main}"/><rect x="390" y="320" width="20" height="50" rx="10" fill="${c.accent}"/><rect x="320" y="440" width="160" height="36" rx="18" fill="${c.dark}"/><rect x="370" y="180" width="60" height="270" rx="28" fill="none" stroke="${c.dark}" stroke-width="4" opacity=".3"/>`,
  'hair-dryer': (c) =>
    `<rect x="355" y="270" width="90" height="210" rx="40" fill="${c.dark}"/><rect x="380" y="330" width="40" height="60" rx="14" fill="${c.accent}"/><ellipse cx="400" cy="180" rx="110" ry="120" fill="${c.main}"/><g fill="${c.light}">${[150, 190, 230].map((y) => [330, 370, 410, 450].map((x) => `<circle cx="${x + (y === 190 ? 20 : 0)}" cy="${y}" r="8"/>`).join('')).join('')}</g>`,
  lipstick: (c) =>
    `<path d="M360 130L440 170V260H360Z" fill="${c.main}"/><rect x="345" y="250" width="110" height="60" rx="6" fill="${c.accent}"/><rect x="330" y="300" width="140" height="180" rx="14" fill="${c.dark}"/><rect x="350" y="330" width="20" height="120" rx="10" fill="${c.light}" opacity=".25"/>`,
  'sunscreen-tube': (c) =>
    `<path d="M310 110H490L470 400H330Z" fill="${c.light}"/><rect x="300" y="100" width="200" height="24" rx="6" fill="${c.main}"/><rect x="340" y="400" width="120" height="80" rx="14" fill="${c.main}"/><circle cx="400" cy="220" r="44" fill="${c.accent}"/><rect x="350" y="290" width="100" height="14" rx="7" fill="${c.main}"/><rect x="365" y="314" width="70" height="10" rx="5" fill="${c.dark}" opacity=".6"/>`,
  'building-bricks': (c) => {
    const brick = (x, y, w, fill) =>
      `<rect x="${x}" y="${y}" width="${w}" height="70" rx="8" fill="${fill}"/>${Array.from({ length: w / 60 }, (_, i) => `<rect x="${x + 14 + i * 60}" y="${y - 16}" width="32" height="18" rx="5" fill="${fill}"/>`).join('')}`;
    return `${brick(220, 390, 360, c.main)}${brick(280, 300, 240, c.accent)}${brick(340, 210, 120, c.dark)}`;
  },
  'board-game': (c) => {
    const hex = (cx, cy, fill) => `<path d="M${cx} ${cy - 40}l35 20v40l-35 20l-35-20v-40z" fill="${fill}"/>`;
    return `<path d="M180 200L420 120L620 220L380 320Z" fill="${c.dark}"/><path d="M180 200V260L380 380V320Z" fill="${c.main}"/><path d="M380 320V380L620 280V220Z" fill="${c.main}" opacity=".75"/><path d="M180 200L420 120L620 220L380 320Z" fill="${c.light}" opacity=".1"/>${hex(330, 210, c.accent)}${hex(400, 190, c.light)}${hex(470, 225, c.accent)}${hex(400, 260, c.main)}`;
  },
  'toy-car': (c) =>
    `<path d="M170 380V320Q170 290 210 285L290 270L350 200H500L570 280Q630 290 630 330V380Z" fill="${c.main}"/><path d="M365 215H430V275H315ZM445 215H495L545 275H445Z" fill="${c.light}"/><circle cx="270" cy="390" r="52" fill="${c.dark}"/><circle cx="270" cy="390" r="22" fill="${c.light}"/><circle cx="530" cy="390" r="52" fill="${c.dark}"/><circle cx="530" cy="390" r="22" fill="${c.light}"/><path d="M190 330H250" stroke="${c.accent}" stroke-width="12" stroke-linecap="round"/><path d="M400 310L470 300" stroke="${c.accent}" stroke-width="20" stroke-linecap="round"/>`,
  puzzle: (c) => {
    const piece = (x, y, fill) =>
      `<path d="M${x} ${y}h60a20 20 0 1 1 40 0h60v60a20 20 0 1 1 0 40v60h-60a20 20 0 1 0-40 0h-60z" fill="${fill}"/>`;
    return `${piece(220, 140, c.main)}${piece(400, 140, c.accent)}${piece(220, 320, c.dark)}<g transform="rotate(12 520 400)">${piece(420, 310, c.main)}</g>`;
  },
  plush: (c) =>
    `<circle cx="290" cy="170" r="50" fill="${c.main}"/><circle cx="510" cy="170" r="50" fill="${c.main}"/><path d="M250 150L280 90L320 140ZM550 150L520 90L480 140Z" fill="${c.main}"/><ellipse cx="400" cy="310" rx="200" ry="170" fill="${c.main}"/><ellipse cx="400" cy="360" rx="120" ry="90" fill="${c.light}" opacity=".6"/><circle cx="340" cy="280" r="14" fill="${c.dark}"/><circle cx="460" cy="280" r="14" fill="${c.dark}"/><path d="M385 320Q400 335 415 320" fill="none" stroke="${c.dark}" stroke-width="6" stroke-linecap="round"/><ellipse cx="310" cy="320" rx="22" ry="12" fill="${c.accent}" opacity=".7"/><ellipse cx="490" cy="320" rx="22" ry="12" fill="${c.accent}" opacity=".7"/>`,
  dumbbell: (c) =>
    `<rect x="250" y="285" width="300" height="30" rx="12" fill="${c.dark}"/><rect x="180" y="200" width="50" height="200" rx="12" fill="${c.main}"/><rect x="230" y="225" width="36" height="150" rx="10" fill="${c.accent}"/><rect x="570" y="200" width="50" height="200" rx="12" fill="${c.main}"/><rect x="534" y="225" width="36" height="150" rx="10" fill="${c.accent}"/><rect x="140" y="240" width="40" height="120" rx="10" fill="${c.dark}"/><rect x="620" y="240" width="40" height="120" rx="10" fill="${c.dark}"/>`,
  'water-bottle': (c) =>
    `<rect x="310" y="170" width="180" height="310" rx="50" fill="${c.main}"/><rect x="330" y="130" width="140" height="60" rx="16" fill="${c.dark}"/><path d="M360 130Q400 60 440 130" fill="none" stroke="${c.dark}" stroke-width="16"/><rect x="340" y="220" width="26" height="220" rx="13" fill="${c.light}" opacity=".3"/><circle cx="400" cy="320" r="30" fill="${c.accent}"/>`,
  basketball: (c) =>
    `<circle cx="400" cy="300" r="170" fill="${c.main}"/><path d="M230 300H570M400 130V470M280 180Q380 300 280 420M520 180Q420 300 520 420" fill="none" stroke="${c.dark}" stroke-width="9"/><circle cx="340" cy="220" r="30" fill="${c.light}" opacity=".25"/>`,
  'yoga-mat': (c) =>
    `<rect x="200" y="380" width="420" height="30" rx="6" fill="${c.main}" opacity=".7"/><rect x="200" y="200" width="360" height="190" rx="95" fill="${c.main}"/><circle cx="555" cy="295" r="95" fill="${c.dark}"/><circle cx="555" cy="295" r="70" fill="${c.main}"/><circle cx="555" cy="295" r="45" fill="${c.dark}" opacity=".6"/><circle cx="555" cy="295" r="20" fill="${c.main}"/><rect x="300" y="190" width="24" height="210" rx="4" fill="${c.accent}"/>`,
  tent: (c) =>
    `<path d="M400 120L640 440H160Z" fill="${c.main}"/><path d="M400 120L640 440H520Z" fill="${c.dark}" opacity=".35"/><path d="M400 230L470 440H330Z" fill="${c.dark}"/><path d="M400 230L440 440H400Z" fill="${c.accent}" opacity=".8"/><path d="M400 120V90M160 440L120 460M640 440L680 460" stroke="${c.dark}" stroke-width="6" stroke-linecap="round"/>`,
  book: (c) =>
    `<path d="M250 130H540Q560 130 560 150V470H270Q250 470 250 450Z" fill="${c.main}"/><path d="M250 450Q250 430 270 430H560V470H270Q250 470 250 450Z" fill="${c.light}"/><rect x="250" y="130" width="30" height="300" fill="${c.dark}" opacity=".35"/><rect x="320" y="190" width="190" height="22" rx="11" fill="${c.light}"/><rect x="340" y="226" width="150" height="12" rx="6" fill="${c.light}" opacity=".7"/><circle cx="415" cy="330" r="48" fill="${c.accent}"/>`,
  'e-reader': (c) =>
    `<rect x="285" y="100" width="230" height="380" rx="22" fill="${c.dark}"/><rect x="305" y="125" width="190" height="310" rx="4" fill="${c.light}"/>${Array.from({ length: 11 }, (_, i) => `<rect x="325" y="${150 + i * 24}" width="${i % 4 === 3 ? 100 : 150}" height="8" rx="4" fill="${c.main}" opacity=".45"/>`).join('')}<rect x="370" y="450" width="60" height="8" rx="4" fill="${c.accent}"/>`,
  'book-set': (c) => {
    const colours = [c.main, c.accent, c.dark, c.main, c.accent, c.dark, c.main];
    return `<rect x="190" y="440" width="420" height="26" rx="6" fill="${c.dark}" opacity=".6"/>${colours.map((fill, i) => `<rect x="${205 + i * 56}" y="${150 + (i % 3) * 14}" width="50" height="${290 - (i % 3) * 14}" rx="6" fill="${fill}"/><rect x="${215 + i * 56}" y="${190 + (i % 3) * 14}" width="30" height="10" rx="5" fill="${c.light}" opacity=".8"/>`).join('')}`;
  },
  suitcase: (c) =>
    `<path d="M360 150V100H440V150" fill="none" stroke="${c.dark}" stroke-width="16"/><rect x="270" y="150" width="260" height="310" rx="30" fill="${c.main}"/>${[320, 370, 430, 480].map((x) => `<rect x="${x - 6}" y="170" width="12" height="270" rx="6" fill="${c.dark}" opacity=".25"/>`).join('')}<circle cx="310" cy="480" r="18" fill="${c.dark}"/><circle cx="490" cy="480" r="18" fill="${c.dark}"/><rect x="380" y="280" width="40" height="26" rx="6" fill="${c.accent}"/>`,
  backpack: (c) =>
    `<path d="M350 150Q350 100 400 100Q450 100 450 150" fill="none" stroke="${c.dark}" stroke-width="14"/><rect x="270" y="140" width="260" height="330" rx="60" fill="${c.main}"/><rect x="300" y="310" width="200" height="130" rx="24" fill="${c.dark}" opacity=".35"/><rect x="300" y="300" width="200" height="16" rx="8" fill="${c.accent}"/><rect x="240" y="210" width="34" height="200" rx="17" fill="${c.dark}"/><rect x="526" y="210" width="34" height="200" rx="17" fill="${c.dark}"/><circle cx="400" cy="220" r="16" fill="${c.light}"/>`,
  'travel-pillow': (c) =>
    `<path d="M250 170Q400 60 550 170Q620 260 560 360L500 420Q470 440 450 410L470 330Q480 250 400 230Q320 250 330 330L350 410Q330 440 300 420L240 360Q180 260 250 170Z" fill="${c.main}"/><path d="M290 200Q400 120 510 200" fill="none" stroke="${c.light}" stroke-width="10" stroke-dasharray="16 14" opacity=".7"/><rect x="440" y="280" width="70" height="24" rx="12" fill="${c.accent}" transform="rotate(-30 475 292)"/>`,
  'tracker-tag': (c) =>
    `${[
      [300, 230],
      [500, 230],
      [300, 400],
      [500, 400],
    ]
      .map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="74" fill="${c.light}"/><circle cx="${x}" cy="${y}" r="74" fill="none" stroke="${i % 2 ? c.main : c.accent}" stroke-width="10"/><circle cx="${x}" cy="${y}" r="20" fill="${c.dark}" opacity=".2"/>`,
      )
      .join('')}<path d="M300 156Q300 110 340 110" fill="none" stroke="${c.dark}" stroke-width="8"/>`,
  tripod: (c) =>
    `<rect x="330" y="100" width="140" height="90" rx="14" fill="${c.dark}"/><circle cx="400" cy="145" r="32" fill="${c.main}"/><circle cx="400" cy="145" r="16" fill="${c.accent}"/><circle cx="400" cy="210" r="20" fill="${c.main}"/><rect x="390" y="220" width="20" height="110" fill="${c.dark}"/><path d="M400 320L250 490M400 320L550 490M400 320V500" stroke="${c.dark}" stroke-width="16" stroke-linecap="round"/><path d="M330 400L470 400" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`,
  'handheld-console': (c) =>
    `<rect x="170" y="200" width="110" height="220" rx="44" fill="${c.accent}"/><rect x="520" y="200" width="110" height="220" rx="44" fill="${c.main}"/><rect x="250" y="200" width="300" height="220" rx="12" fill="${c.dark}"/><rect x="270" y="218" width="260" height="184" rx="6" fill="${c.light}"/><path d="M270 360L350 300L410 340L470 290L530 340V402H270Z" fill="${c.main}" opacity=".5"/><circle cx="225" cy="260" r="18" fill="${c.dark}"/><circle cx="575" cy="340" r="18" fill="${c.dark}"/>`,
  controller: (c) =>
    `<path d="M250 220Q400 190 550 220Q620 230 640 320Q660 430 600 440Q560 445 520 380H280Q240 445 200 440Q140 430 160 320Q180 230 250 220Z" fill="${c.main}"/><circle cx="280" cy="290" r="30" fill="${c.dark}"/><circle cx="460" cy="340" r="30" fill="${c.dark}"/><path d="M330 330h20v-20h20v20h20v20h-20v20h-20v-20h-20z" fill="${c.dark}"/><circle cx="540" cy="270" r="13" fill="${c.accent}"/><circle cx="570" cy="300" r="13" fill="${c.light}"/><circle cx="510" cy="300" r="13" fill="${c.light}"/><circle cx="540" cy="330" r="13" fill="${c.accent}"/><circle cx="400" cy="250" r="14" fill="${c.light}"/>`,
  'game-console': (c) =>
    `<path d="M330 100Q300 300 330 470H380V100Z" fill="${c.light}"/><rect x="380" y="100" width="60" height="370" rx="10" fill="${c.dark}"/><path d="M440 100H470Q500 300 470 470H440Z" fill="${c.light}"/><rect x="300" y="470" width="200" height="18" rx="9" fill="${c.dark}"/><rect x="395" y="140" width="30" height="6" rx="3" fill="${c.accent}"/><rect x="395" y="160" width="30" height="6" rx="3" fill="${c.accent}"/><path d="M300 300H330M470 300H500" stroke="${c.main}" stroke-width="6"/>`,
  mouse: (c) =>
    `<path d="M400 110Q540 110 540 300Q540 480 400 480Q260 480 260 300Q260 110 400 110Z" fill="${c.dark}"/><path d="M400 110V250" stroke="${c.light}" stroke-width="6" opacity=".5"/><rect x="388" y="160" width="24" height="60" rx="12" fill="${c.main}"/><path d="M280 280Q300 250 330 260" fill="none" stroke="${c.accent}" stroke-width="10" stroke-linecap="round"/><path d="M360 430Q400 445 440 430" fill="none" stroke="${c.main}" stroke-width="10" stroke-linecap="round"/>`,
  'game-case': (c) =>
    `<rect x="270" y="100" width="260" height="400" rx="16" fill="${c.dark}"/><rect x="286" y="116" width="228" height="368" rx="8" fill="${c.light}"/><rect x="286" y="116" width="228" height="60" rx="8" fill="${c.accent}"/><path d="M286 430L360 300L420 380L460 330L514 430V484H286Z" fill="${c.main}"/><circle cx="460" cy="230" r="34" fill="${c.accent}" opacity=".7"/>`,
};

/** A hero view, a turned view and a close-up; each also varies its background. */
const VIEWS = [
  {
    gradient: 'x1="0" y1="0" x2="1" y2="1"',
    transform: '',
    decor: [
      [120, 110, 90],
      [700, 520, 120],
    ],
  },
  {
    gradient: 'x1="1" y1="0" x2="0" y2="1"',
    transform: 'translate(400 300) rotate(-8) scale(.9) translate(-400 -300)',
    decor: [
      [680, 100, 110],
      [90, 500, 80],
    ],
  },
  {
    gradient: 'x1="0" y1="1" x2="1" y2="0"',
    transform: 'translate(400 300) scale(1.45) translate(-400 -270)',
    decor: [[400, 300, 260]],
  },
];

const background = (palette, view, id) =>
  `<defs><linearGradient id="${id}" ${view.gradient}><stop offset="0" stop-color="${palette.bg[0]}"/><stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient></defs><rect width="${DEAL_IMAGE_WIDTH}" height="${DEAL_IMAGE_HEIGHT}" fill="url(#${id})"/>${view.decor.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".3"/>`).join('')}`;

function drawProduct(art, paletteName, viewIndex) {
  const palette = PALETTES[paletteName];
  const view = VIEWS[viewIndex];
  const shadow =
    viewIndex === 2
      ? ''
      : `<ellipse cx="400" cy="505" rx="230" ry="20" fill="${palette.dark}" opacity=".12"/>`;
  const drawing = ART[art](palette);
  const body = view.transform ? `<g transform="${view.transform}">${drawing}</g>` : drawing;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEAL_IMAGE_WIDTH}" height="${DEAL_IMAGE_HEIGHT}" viewBox="0 0 ${DEAL_IMAGE_WIDTH} ${DEAL_IMAGE_HEIGHT}">${background(palette, view, 'bg')}${shadow}${body}</svg>\n`;
}

function drawPlaceholder() {
  const c = { bg: ['#f3f4f6', '#d1d5db'], main: '#6b7280', dark: '#374151' };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEAL_IMAGE_WIDTH}" height="${DEAL_IMAGE_HEIGHT}" viewBox="0 0 ${DEAL_IMAGE_WIDTH} ${DEAL_IMAGE_HEIGHT}">${background(c, VIEWS[0], 'bg')}<path d="M300 200H450L540 290L420 410L300 290Z" fill="${c.main}"/><circle cx="345" cy="245" r="18" fill="#f3f4f6"/><path d="M420 270L480 330M400 300L450 350" stroke="#f3f4f6" stroke-width="10" stroke-linecap="round" opacity=".6"/></svg>\n`;
}

async function main() {
  const missingArt = ART_KINDS.filter((kind) => !ART[kind]);
  const missingPalettes = PALETTE_NAMES.filter((name) => !PALETTES[name]);
  if (missingArt.length || missingPalettes.length) {
    throw new Error(`No drawing for ${[...missingArt, ...missingPalettes].join(', ')}`);
  }
  await mkdir(dealsDir, { recursive: true });
  const wanted = new Set();
  for (const seed of SAMPLE_DEAL_SEEDS) {
    for (let view = 0; view < SAMPLE_IMAGES_PER_DEAL; view += 1) {
      const name = `${seed.slug}-${view + 1}.svg`;
      wanted.add(name);
      await writeFile(`${dealsDir}/${name}`, drawProduct(seed.art, seed.palette, view));
    }
  }
  // Images of deals that left the catalog would otherwise be shipped and precached forever.
  for (const name of await readdir(dealsDir)) {
    if (name.endsWith('.svg') && !wanted.has(name)) await rm(`${dealsDir}/${name}`);
  }
  await writeFile(`${publicDir}${PLACEHOLDER_DEAL_IMAGE}`, drawPlaceholder());
  console.log(`Wrote ${wanted.size} deal images and the placeholder to ${publicDir}/images`);
}

await main();
