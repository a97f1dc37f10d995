// @ts-check
/**
 * Product photography stand-ins: devices centred on a light studio background with a contact
 * shadow (1200 x 1200), extra gallery angles, and 800 x 600 category tiles.
 */
import { C, svgDoc, place, rect, text, studioBackground, floorShadow, wordmark } from "./kit.mjs";
import {
  faceTerminal,
  faceTerminalSide,
  fingerprintReader,
  fingerprintSensorDetail,
  fingerprintReaderAngle,
  cardReader,
  rfidCard,
  smartLock,
  smartLockDetail,
  accessController,
  wallWithDoor,
} from "./devices.mjs";

/**
 * The devices a product shot or category tile can show.
 * @typedef {"face" | "faceSide" | "fingerprint" | "fingerprintAngle" | "fingerprintDetail" | "card" | "lock" | "lockDetail" | "controller"} DeviceKey
 */

/**
 * A device's markup, its drawing extents and whether it stands on a contact shadow (default true).
 * @typedef {object} DeviceShot
 * @property {() => string} markup
 * @property {[minX: number, maxX: number, minY: number, maxY: number]} box
 * @property {boolean} [shadow]
 */

/**
 * Each device with its drawing extents [minX, maxX, minY, maxY].
 * @type {Record<DeviceKey, DeviceShot>}
 */
const DEVICES = {
  face: { markup: () => faceTerminal(), box: [-220, 220, -400, 560] },
  faceSide: { markup: () => faceTerminalSide(), box: [-120, 120, -400, 560] },
  fingerprint: { markup: () => fingerprintReader(), box: [-230, 230, -330, 330] },
  fingerprintAngle: { markup: () => fingerprintReaderAngle(), box: [-210, 215, -366, 330] },
  fingerprintDetail: { markup: () => fingerprintSensorDetail(), box: [-420, 420, -420, 420], shadow: false },
  card: {
    markup: () => place(cardReader(), -130, 0) + place(rfidCard(), 170, 110, 1, -14),
    box: [-240, 345, -300, 300],
  },
  lock: { markup: () => smartLock(), box: [-96, 322, -386, 386] },
  lockDetail: { markup: () => smartLockDetail(), box: [-330, 330, -470, 470], shadow: false },
  controller: { markup: () => accessController(), box: [-380, 380, -200, 200] },
};

/**
 * Fit a device into a w x h frame; `fill` is the share of the frame the device may take.
 * @param {DeviceKey} key
 * @param {number} w
 * @param {number} h
 * @param {{ fill?: number, cx?: number, cy?: number }} [options]
 */
function fitted(key, w, h, { fill = 0.72, cx = w / 2, cy = h / 2 } = {}) {
  const { markup, box, shadow = true } = DEVICES[key];
  const [minX, maxX, minY, maxY] = box;
  const s = Math.min((fill * w) / (maxX - minX), (fill * h) / (maxY - minY));
  const x = cx - ((minX + maxX) / 2) * s;
  const y = cy - ((minY + maxY) / 2) * s;
  const bottom = y + maxY * s;
  const shade = shadow ? floorShadow(cx, bottom - 4, ((maxX - minX) * s) / 2 + 40) : "";
  return shade + place(markup(), x.toFixed(1), y.toFixed(1), s.toFixed(4));
}

/**
 * 1200 x 1200 product shot on the studio background.
 * @param {DeviceKey} key
 * @param {{ fill?: number }} [options]
 */
export function productShot(key, { fill = 0.72 } = {}) {
  return svgDoc(1200, 1200, studioBackground(1200, 1200) + fitted(key, 1200, 1200, { fill, cy: 620 }));
}

/** Face terminal mounted beside a glass door, as installed. */
export function faceTerminalOnWall() {
  const body =
    wallWithDoor(1200, 1200, 560, 520) +
    floorShadow(330, 640, 120, 30, 0.18) +
    place(faceTerminal({ stand: false }), 330, 560, 0.56) +
    text(60, 1150, "Surface mount, 1.4 m finished height", { size: 26, fill: C.slate500 });
  return svgDoc(1200, 1200, body);
}

/** Smart lock fitted to a timber door, latch edge on the left. */
export function smartLockOnDoor() {
  const body = `${rect(0, 0, 1200, 1200, `fill="#e4e8ed"`)}
    ${rect(150, 0, 40, 1200, `fill="#cfd6de"`)}
    ${rect(190, 0, 1010, 1200, `fill="url(#gWood)"`)}
    ${rect(560, 80, 560, 1040, `fill="none" stroke="#a8937a" stroke-width="6"`, 6)}
    ${rect(262, 90, 200, 1020, `fill="${C.navy900}" opacity=".12" filter="url(#fBlur)"`, 60)}
    ${place(smartLock(), 360, 600, 1.3)}`;
  return svgDoc(1200, 1200, body);
}

/**
 * 800 x 600 category tile: device on the studio background with a fine grid.
 * @param {DeviceKey} key
 */
export function categoryTile(key) {
  const body = studioBackground(800, 600, { grid: true }) + fitted(key, 800, 600, { fill: 0.74, cy: 300 });
  return svgDoc(800, 600, body);
}

/** 1200 x 630 default share image with the company name. */
export function shareImage() {
  const body = `${rect(0, 0, 1200, 630, `fill="${C.navy900}"`)}${rect(0, 0, 1200, 630, `fill="url(#pGridDark)"`)}
    <ellipse cx="930" cy="320" rx="330" ry="300" fill="url(#gGlow)" opacity=".5"/>
    ${place(faceTerminal({ stand: false }), 1010, 330, 0.6)}
    ${wordmark(80, 150, 40, C.white)}
    ${text(80, 290, "Face, fingerprint and RFID", { size: 48, weight: 700, fill: C.white })}
    ${text(80, 355, "access-control hardware", { size: 48, weight: 700, fill: C.white })}
    ${rect(80, 400, 80, 6, `fill="${C.accent}"`, 3)}
    ${text(80, 460, "Terminals · Readers · Smart locks · OEM/ODM", { size: 26, fill: C.slate300 })}
    ${text(80, 560, "aurion-biometrics.com", { size: 24, fill: C.accentLight, weight: 700 })}`;
  return svgDoc(1200, 630, body);
}
