/**
 * The demo categories' typed specification fields and the demo products' values of them
 * (docs/decisions/033-typed-specifications-and-compare.md): what the catalogue filters by and the
 * comparison lines up. The values match the products' datasheets and free-form specifications.
 * Field names and units are translated; choices stay as the industry writes them (IP65, 125 kHz).
 */
import type { ContentTranslations, TranslationLocale } from "~/lib/content-translations";
import type { SpecificationFieldType } from "~/lib/domain-values";

export type DemoSpecificationField = { name: string; unit?: string; type: SpecificationFieldType; choices?: string[] };

const IP_RATING: DemoSpecificationField = { name: "IP rating", type: "choice", choices: ["IP54", "IP65", "IP66", "IP67"] };
const WIFI: DemoSpecificationField = { name: "Wi-Fi", type: "boolean" };
const CARD_CAPACITY: DemoSpecificationField = { name: "Card capacity", unit: "cards", type: "number" };
const SCREEN_SIZE: DemoSpecificationField = { name: "Screen size", unit: "in", type: "number" };

/** Each demo category's fields, by category slug, in order. */
export const demoSpecificationFields: Record<string, DemoSpecificationField[]> = {
  "facial-recognition": [
    { name: "Face capacity", unit: "faces", type: "number" },
    CARD_CAPACITY,
    SCREEN_SIZE,
    IP_RATING,
    WIFI,
    { name: "Liveness detection", type: "boolean" },
  ],
  "fingerprint-readers": [
    { name: "Fingerprint capacity", unit: "templates", type: "number" },
    CARD_CAPACITY,
    { name: "Sensor", type: "choice", choices: ["Optical", "Capacitive", "Semiconductor"] },
    SCREEN_SIZE,
    IP_RATING,
    WIFI,
  ],
  "rfid-card-readers": [
    { name: "Frequency", type: "choice", choices: ["125 kHz", "13.56 MHz", "125 kHz + 13.56 MHz"] },
    { name: "Read range", unit: "cm", type: "number" },
    { name: "Output", type: "choice", choices: ["Wiegand 26", "Wiegand 34", "RS485", "OSDP"] },
    IP_RATING,
    { name: "Keypad", type: "boolean" },
  ],
  "smart-locks": [
    { name: "Fingerprint capacity", unit: "templates", type: "number" },
    { name: "Battery life", unit: "months", type: "number" },
    IP_RATING,
    WIFI,
    { name: "Bluetooth", type: "boolean" },
    { name: "Door thickness", unit: "mm", type: "text" },
  ],
  "access-controllers": [
    { name: "Doors", type: "number" },
    CARD_CAPACITY,
    { name: "Event log", unit: "records", type: "number" },
    { name: "Power over Ethernet", type: "boolean" },
  ],
};

/** The demo products' values, by product slug and field name. */
export const demoSpecificationValues: Record<string, Record<string, number | string | boolean>> = {
  "ab-fr700-face-recognition-terminal": {
    "Face capacity": 50_000,
    "Card capacity": 50_000,
    "Screen size": 8,
    "IP rating": "IP65",
    "Wi-Fi": false,
    "Liveness detection": true,
  },
  "ab-f300-fingerprint-access-terminal": {
    "Fingerprint capacity": 3_000,
    "Card capacity": 10_000,
    Sensor: "Optical",
    "Screen size": 2.8,
    "Wi-Fi": false,
  },
  "ab-l500-smart-lever-lock": {
    "Fingerprint capacity": 100,
    "Battery life": 12,
    "IP rating": "IP54",
    "Wi-Fi": false,
    Bluetooth: true,
    "Door thickness": "38 - 80",
  },
};

type Words = Record<TranslationLocale, string>;

/** Field names and units in the site's other languages (the same words as the catalogue's own). */
const WORDS: Record<string, Words> = {
  "Face capacity": { ar: "سعة الوجوه", de: "Gesichtskapazität", es: "Capacidad de rostros", fr: "Capacité de visages", ja: "顔登録数", ko: "얼굴 등록 수", pt: "Capacidade de faces", ru: "Ёмкость лиц", "zh-CN": "人脸容量", "zh-TW": "人臉容量" },
  "Card capacity": { ar: "سعة البطاقات", de: "Kartenkapazität", es: "Capacidad de tarjetas", fr: "Capacité de cartes", ja: "カード登録数", ko: "카드 등록 수", pt: "Capacidade de cartões", ru: "Ёмкость карт", "zh-CN": "卡容量", "zh-TW": "卡片容量" },
  "Screen size": { ar: "حجم الشاشة", de: "Bildschirmgröße", es: "Tamaño de pantalla", fr: "Taille d’écran", ja: "画面サイズ", ko: "화면 크기", pt: "Tamanho da tela", ru: "Размер экрана", "zh-CN": "屏幕尺寸", "zh-TW": "螢幕尺寸" },
  "IP rating": { ar: "درجة الحماية IP", de: "IP-Schutzart", es: "Grado de protección IP", fr: "Indice de protection IP", ja: "IP 保護等級", ko: "IP 등급", pt: "Grau de proteção IP", ru: "Степень защиты IP", "zh-CN": "防护等级", "zh-TW": "防護等級" },
  "Wi-Fi": { ar: "واي فاي", de: "WLAN", es: "Wi-Fi", fr: "Wi-Fi", ja: "Wi-Fi", ko: "Wi-Fi", pt: "Wi-Fi", ru: "Wi-Fi", "zh-CN": "Wi-Fi", "zh-TW": "Wi-Fi" },
  "Liveness detection": { ar: "كشف الحيوية", de: "Lebenderkennung", es: "Detección de vida", fr: "Détection du vivant", ja: "生体検知", ko: "라이브니스 감지", pt: "Detecção de vivacidade", ru: "Проверка живости", "zh-CN": "活体检测", "zh-TW": "活體偵測" },
  "Fingerprint capacity": { ar: "سعة البصمات", de: "Fingerabdruckkapazität", es: "Capacidad de huellas", fr: "Capacité d’empreintes", ja: "指紋登録数", ko: "지문 등록 수", pt: "Capacidade de digitais", ru: "Ёмкость отпечатков", "zh-CN": "指纹容量", "zh-TW": "指紋容量" },
  Sensor: { ar: "المستشعر", de: "Sensor", es: "Sensor", fr: "Capteur", ja: "センサー", ko: "센서", pt: "Sensor", ru: "Датчик", "zh-CN": "传感器", "zh-TW": "感測器" },
  Frequency: { ar: "التردد", de: "Frequenz", es: "Frecuencia", fr: "Fréquence", ja: "周波数", ko: "주파수", pt: "Frequência", ru: "Частота", "zh-CN": "频率", "zh-TW": "頻率" },
  "Read range": { ar: "مدى القراءة", de: "Lesereichweite", es: "Alcance de lectura", fr: "Distance de lecture", ja: "読み取り距離", ko: "판독 거리", pt: "Alcance de leitura", ru: "Дальность чтения", "zh-CN": "读卡距离", "zh-TW": "讀卡距離" },
  Output: { ar: "المخرج", de: "Ausgang", es: "Salida", fr: "Sortie", ja: "出力", ko: "출력", pt: "Saída", ru: "Выход", "zh-CN": "输出", "zh-TW": "輸出" },
  Keypad: { ar: "لوحة مفاتيح", de: "Tastenfeld", es: "Teclado", fr: "Clavier", ja: "キーパッド", ko: "키패드", pt: "Teclado", ru: "Клавиатура", "zh-CN": "键盘", "zh-TW": "鍵盤" },
  "Battery life": { ar: "عمر البطارية", de: "Batterielaufzeit", es: "Duración de la batería", fr: "Autonomie", ja: "電池寿命", ko: "배터리 수명", pt: "Duração da bateria", ru: "Срок работы батарей", "zh-CN": "电池续航", "zh-TW": "電池續航" },
  Bluetooth: { ar: "بلوتوث", de: "Bluetooth", es: "Bluetooth", fr: "Bluetooth", ja: "Bluetooth", ko: "블루투스", pt: "Bluetooth", ru: "Bluetooth", "zh-CN": "蓝牙", "zh-TW": "藍牙" },
  "Door thickness": { ar: "سماكة الباب", de: "Türstärke", es: "Grosor de puerta", fr: "Épaisseur de porte", ja: "扉の厚さ", ko: "문 두께", pt: "Espessura da porta", ru: "Толщина двери", "zh-CN": "门厚", "zh-TW": "門厚" },
  Doors: { ar: "الأبواب", de: "Türen", es: "Puertas", fr: "Portes", ja: "扉数", ko: "도어 수", pt: "Portas", ru: "Двери", "zh-CN": "门数", "zh-TW": "門數" },
  "Event log": { ar: "سجل الأحداث", de: "Ereignisprotokoll", es: "Registro de eventos", fr: "Journal d’événements", ja: "イベントログ", ko: "이벤트 로그", pt: "Registro de eventos", ru: "Журнал событий", "zh-CN": "事件记录", "zh-TW": "事件紀錄" },
  "Power over Ethernet": { ar: "الطاقة عبر الإيثرنت", de: "Power over Ethernet", es: "Alimentación por Ethernet", fr: "Alimentation par Ethernet", ja: "PoE 給電", ko: "PoE 전원", pt: "Alimentação via Ethernet", ru: "Питание по Ethernet", "zh-CN": "以太网供电", "zh-TW": "乙太網路供電" },
  faces: { ar: "وجه", de: "Gesichter", es: "rostros", fr: "visages", ja: "顔", ko: "명", pt: "faces", ru: "лиц", "zh-CN": "张", "zh-TW": "張" },
  cards: { ar: "بطاقة", de: "Karten", es: "tarjetas", fr: "cartes", ja: "枚", ko: "장", pt: "cartões", ru: "карт", "zh-CN": "张", "zh-TW": "張" },
  templates: { ar: "قالب", de: "Vorlagen", es: "plantillas", fr: "modèles", ja: "件", ko: "개", pt: "modelos", ru: "шаблонов", "zh-CN": "枚", "zh-TW": "枚" },
  months: { ar: "شهرًا", de: "Monate", es: "meses", fr: "mois", ja: "か月", ko: "개월", pt: "meses", ru: "мес.", "zh-CN": "个月", "zh-TW": "個月" },
  records: { ar: "سجل", de: "Einträge", es: "registros", fr: "enregistrements", ja: "件", ko: "건", pt: "registros", ru: "записей", "zh-CN": "条", "zh-TW": "筆" },
  in: { ar: "بوصة", de: "Zoll", es: "pulg.", fr: "po", ja: "インチ", ko: "인치", pt: "pol.", ru: "дюйм.", "zh-CN": "英寸", "zh-TW": "吋" },
};

/** The translations of a demo field's name and unit. */
export function demoSpecificationFieldTranslations(field: DemoSpecificationField): ContentTranslations {
  const name = WORDS[field.name];
  const unit = field.unit ? WORDS[field.unit] : undefined;
  const languages = Object.keys(name ?? unit ?? {}) as TranslationLocale[];
  return Object.fromEntries(
    languages.map((language) => [language, { ...(name ? { name: name[language] } : {}), ...(unit ? { unit: unit[language] } : {}) }]),
  );
}
