import type { Sky } from '../demo-data.js';

/** The colours of a picture for each time of day, and where its sun (or moon) stands. */
export interface Palette {
  sky: [string, string, string];
  sun: string;
  sunX: number;
  sunY: number;
  sunR: number;
  far: string;
  mid: string;
  near: string;
  water: [string, string];
  land: [string, string, string];
  sand: string;
  lights: string | null;
  stars: boolean;
}

export const PALETTES: Record<Sky, Palette> = {
  day: {
    sky: ['#2f7fc1', '#78b8e6', '#d4eefa'],
    sun: '#fffbe6',
    sunX: 640,
    sunY: 95,
    sunR: 38,
    far: '#8fb3cc',
    mid: '#5a7f9c',
    near: '#2e4b63',
    water: ['#3a87b8', '#1d4f75'],
    land: ['#93c874', '#64a14f', '#3f7a35'],
    sand: '#ecd6a4',
    lights: null,
    stars: false,
  },
  dawn: {
    sky: ['#4f64ad', '#c99bb8', '#fbd3a0'],
    sun: '#fff1c4',
    sunX: 600,
    sunY: 250,
    sunR: 46,
    far: '#a092b6',
    mid: '#6f6693',
    near: '#3d3a5e',
    water: ['#8d8fc0', '#3b4677'],
    land: ['#a3b987', '#6f9160', '#46683f'],
    sand: '#e8c9a6',
    lights: '#ffe3a3',
    stars: false,
  },
  dusk: {
    sky: ['#23285f', '#b5527a', '#f79a5e'],
    sun: '#ffd27a',
    sunX: 610,
    sunY: 275,
    sunR: 52,
    far: '#7c4f7a',
    mid: '#4f3358',
    near: '#2a1d36',
    water: ['#8a5878', '#2b2140'],
    land: ['#6f6a4e', '#4d4c38', '#2f2f24'],
    sand: '#c99672',
    lights: '#ffd98a',
    stars: false,
  },
  night: {
    sky: ['#070d24', '#16224a', '#34487e'],
    sun: '#f3f1e4',
    sunX: 650,
    sunY: 90,
    sunR: 28,
    far: '#2a3a66',
    mid: '#1b294d',
    near: '#0e172f',
    water: ['#22355f', '#08102a'],
    land: ['#2c4a3c', '#1f3a2e', '#142820'],
    sand: '#5d5b6b',
    lights: '#ffd98a',
    stars: true,
  },
};
