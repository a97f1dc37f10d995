/**
 * The demo content's translations: the category names and the home page's hero slides in every
 * language of the site, so a visitor choosing a language sees the first screen in it. The rest
 * of the demo content is left in English on purpose: the dashboard's translation status then
 * shows staff what a real catalogue looks like while its translation is under way.
 */
import { TRANSLATION_LOCALES, type ContentTranslations, type TranslationLocale } from "~/lib/content-translations";

type PerLanguage<Fields> = Record<TranslationLocale, Fields>;

/** Category names by slug. */
export const demoCategoryNames: Record<string, PerLanguage<string>> = {
  "facial-recognition": {
    "zh-CN": "人脸识别",
    "zh-TW": "人臉識別",
    ar: "التعرف على الوجه",
    es: "Reconocimiento facial",
    fr: "Reconnaissance faciale",
    de: "Gesichtserkennung",
    ja: "顔認証",
    ko: "얼굴 인식",
    ru: "Распознавание лиц",
    pt: "Reconhecimento facial",
  },
  "fingerprint-readers": {
    "zh-CN": "指纹识别器",
    "zh-TW": "指紋辨識器",
    ar: "قارئات البصمة",
    es: "Lectores de huella dactilar",
    fr: "Lecteurs d'empreintes digitales",
    de: "Fingerabdruckleser",
    ja: "指紋リーダー",
    ko: "지문 인식기",
    ru: "Считыватели отпечатков пальцев",
    pt: "Leitores de impressão digital",
  },
  "rfid-card-readers": {
    "zh-CN": "RFID 与读卡器",
    "zh-TW": "RFID 與讀卡機",
    ar: "قارئات RFID والبطاقات",
    es: "Lectores RFID y de tarjetas",
    fr: "Lecteurs RFID et de cartes",
    de: "RFID- und Kartenleser",
    ja: "RFID・カードリーダー",
    ko: "RFID 및 카드 리더",
    ru: "RFID- и карточные считыватели",
    pt: "Leitores RFID e de cartões",
  },
  "smart-locks": {
    "zh-CN": "智能门锁",
    "zh-TW": "智慧門鎖",
    ar: "الأقفال الذكية",
    es: "Cerraduras inteligentes",
    fr: "Serrures connectées",
    de: "Smarte Schlösser",
    ja: "スマートロック",
    ko: "스마트 도어록",
    ru: "Умные замки",
    pt: "Fechaduras inteligentes",
  },
  "access-controllers": {
    "zh-CN": "门禁控制器",
    "zh-TW": "門禁控制器",
    ar: "وحدات التحكم في الدخول",
    es: "Controladores de acceso",
    fr: "Contrôleurs d'accès",
    de: "Zutrittskontroller",
    ja: "アクセスコントローラー",
    ko: "출입 통제 컨트롤러",
    ru: "Контроллеры доступа",
    pt: "Controladores de acesso",
  },
};

type SlideTexts = { title: string; subtitle: string; ctaText: string; cta2Text: string };

/** The hero slides' texts, in the order of `demoHeroSlides`. */
const slideTexts: PerLanguage<SlideTexts[]> = {
  "zh-CN": [
    {
      title: "自主设计、自主制造的生物识别门禁",
      subtitle: "人脸识别终端、指纹识别器、读卡器和智能门锁均出自我们在深圳的自有工厂，并为集成商和经销商提供 OEM/ODM 服务。",
      ctaText: "了解解决方案",
      cta2Text: "获取报价",
    },
    {
      title: "0.1 秒完成人脸识别",
      subtitle: "双目红外活体检测、5 万人脸库和 IP65 防护外壳，适用于大堂、闸机通道和户外大门。",
      ctaText: "查看人脸终端",
      cta2Text: "预约演示",
    },
    {
      title: "适用于公寓、酒店和办公室的智能门锁",
      subtitle: "支持指纹、刷卡、密码和蓝牙开锁，配备应用管理和开门记录，并取得经销商所在市场的认证。",
      ctaText: "浏览智能门锁",
      cta2Text: "成为经销商",
    },
    {
      title: "从样机到量产的 OEM/ODM",
      subtitle: "八条 SMT 产线定制硬件、固件和品牌，自有测试实验室，样机平均 30 天交付。",
      ctaText: "OEM/ODM 服务",
      cta2Text: "申请报价",
    },
  ],
  "zh-TW": [
    {
      title: "自主設計、自主製造的生物辨識門禁",
      subtitle: "人臉辨識終端、指紋辨識器、讀卡機和智慧門鎖皆出自我們在深圳的自有工廠，並為整合商和經銷商提供 OEM/ODM 服務。",
      ctaText: "了解解決方案",
      cta2Text: "取得報價",
    },
    {
      title: "0.1 秒完成人臉辨識",
      subtitle: "雙目紅外線活體偵測、5 萬人臉資料庫和 IP65 防護外殼，適用於大廳、閘門通道和戶外大門。",
      ctaText: "查看人臉終端",
      cta2Text: "預約展示",
    },
    {
      title: "適用於公寓、飯店和辦公室的智慧門鎖",
      subtitle: "支援指紋、刷卡、密碼和藍牙開鎖，具備 App 管理和開門紀錄，並取得經銷商所在市場的認證。",
      ctaText: "瀏覽智慧門鎖",
      cta2Text: "成為經銷商",
    },
    {
      title: "從樣機到量產的 OEM/ODM",
      subtitle: "八條 SMT 產線客製硬體、韌體和品牌，自有測試實驗室，樣機平均 30 天交付。",
      ctaText: "OEM/ODM 服務",
      cta2Text: "索取報價",
    },
  ],
  ar: [
    {
      title: "أنظمة تحكم في الدخول بالقياسات الحيوية، نصممها ونصنعها بأنفسنا",
      subtitle: "أجهزة التعرف على الوجه وقارئات البصمة والبطاقات والأقفال الذكية من مصنعنا في شنتشن، مع خيارات OEM/ODM للمدمجين والموزعين.",
      ctaText: "استكشف الحلول",
      cta2Text: "اطلب عرض سعر",
    },
    {
      title: "التعرف على الوجه في 0.1 ثانية",
      subtitle:
        "كشف الحيوية بالأشعة تحت الحمراء بعدستين، وقواعد بيانات تتسع لـ 50,000 وجه، وهياكل IP65 للردهات وممرات البوابات والمداخل الخارجية.",
      ctaText: "عرض أجهزة الوجه",
      cta2Text: "احجز عرضًا توضيحيًا",
    },
    {
      title: "أقفال ذكية للشقق والفنادق والمكاتب",
      subtitle: "فتح بالبصمة والبطاقة والرمز والبلوتوث مع إدارة عبر التطبيق وسجل للدخول، ومعتمدة للأسواق التي يخدمها موزعونا.",
      ctaText: "تصفح الأقفال الذكية",
      cta2Text: "كن موزعًا",
    },
    {
      title: "OEM/ODM من النموذج الأولي إلى الإنتاج الكمي",
      subtitle: "أجهزة وبرامج ثابتة وعلامات تجارية مخصصة على ثمانية خطوط SMT، مع اختبارات داخلية ونموذج أولي خلال 30 يومًا في المتوسط.",
      ctaText: "خدمات OEM/ODM",
      cta2Text: "اطلب عرض سعر",
    },
  ],
  es: [
    {
      title: "Control de acceso biométrico, diseñado y fabricado por nosotros",
      subtitle:
        "Terminales de reconocimiento facial, lectores de huella y de tarjetas y cerraduras inteligentes de nuestra propia fábrica en Shenzhen, con opciones OEM/ODM para integradores y distribuidores.",
      ctaText: "Ver soluciones",
      cta2Text: "Pedir presupuesto",
    },
    {
      title: "Reconocimiento facial en 0,1 segundos",
      subtitle:
        "Detección de vida por IR binocular, bases de 50.000 rostros y carcasas IP65 para vestíbulos, torniquetes y puertas exteriores.",
      ctaText: "Ver terminales faciales",
      cta2Text: "Solicitar una demostración",
    },
    {
      title: "Cerraduras inteligentes para apartamentos, hoteles y oficinas",
      subtitle:
        "Apertura por huella, tarjeta, PIN y Bluetooth con gestión desde la app y registro de accesos, certificadas para los mercados de nuestros distribuidores.",
      ctaText: "Ver cerraduras inteligentes",
      cta2Text: "Ser distribuidor",
    },
    {
      title: "OEM/ODM del prototipo a la producción en serie",
      subtitle: "Hardware, firmware y marca a medida en ocho líneas SMT, con pruebas propias y prototipos en 30 días de media.",
      ctaText: "Servicios OEM/ODM",
      cta2Text: "Solicitar presupuesto",
    },
  ],
  fr: [
    {
      title: "Le contrôle d'accès biométrique, conçu et fabriqué par nos soins",
      subtitle:
        "Terminaux de reconnaissance faciale, lecteurs d'empreintes et de cartes et serrures connectées issus de notre usine de Shenzhen, avec des options OEM/ODM pour intégrateurs et distributeurs.",
      ctaText: "Découvrir les solutions",
      cta2Text: "Demander un devis",
    },
    {
      title: "La reconnaissance faciale en 0,1 seconde",
      subtitle:
        "Détection du vivant par IR binoculaire, bases de 50 000 visages et boîtiers IP65 pour halls, couloirs de tourniquets et portails extérieurs.",
      ctaText: "Voir les terminaux faciaux",
      cta2Text: "Planifier une démo",
    },
    {
      title: "Des serrures connectées pour appartements, hôtels et bureaux",
      subtitle:
        "Ouverture par empreinte, carte, code et Bluetooth, gestion par application et journal des accès, certifiées pour les marchés de nos distributeurs.",
      ctaText: "Voir les serrures connectées",
      cta2Text: "Devenir distributeur",
    },
    {
      title: "L'OEM/ODM, du prototype à la production en série",
      subtitle: "Matériel, firmware et marque sur mesure sur huit lignes CMS, avec tests internes et un prototype en 30 jours en moyenne.",
      ctaText: "Services OEM/ODM",
      cta2Text: "Demander un devis",
    },
  ],
  de: [
    {
      title: "Biometrische Zutrittskontrolle, selbst entwickelt und gefertigt",
      subtitle:
        "Gesichtserkennungsterminals, Fingerabdruck- und Kartenleser sowie smarte Schlösser aus unserem eigenen Werk in Shenzhen, mit OEM/ODM-Optionen für Integratoren und Händler.",
      ctaText: "Lösungen entdecken",
      cta2Text: "Angebot anfordern",
    },
    {
      title: "Gesichtserkennung in 0,1 Sekunden",
      subtitle:
        "Binokulare IR-Lebenderkennung, Datenbanken für 50.000 Gesichter und IP65-Gehäuse für Foyers, Drehkreuzspuren und Außentore.",
      ctaText: "Gesichtsterminals ansehen",
      cta2Text: "Demo vereinbaren",
    },
    {
      title: "Smarte Schlösser für Wohnungen, Hotels und Büros",
      subtitle:
        "Öffnen per Fingerabdruck, Karte, PIN und Bluetooth mit App-Verwaltung und Zutrittsprotokoll, zertifiziert für die Märkte unserer Händler.",
      ctaText: "Smarte Schlösser ansehen",
      cta2Text: "Händler werden",
    },
    {
      title: "OEM/ODM vom Prototyp bis zur Serienfertigung",
      subtitle:
        "Hardware, Firmware und Branding nach Maß auf acht SMT-Linien, mit eigener Prüfung und Prototypen in durchschnittlich 30 Tagen.",
      ctaText: "OEM/ODM-Leistungen",
      cta2Text: "Angebot anfragen",
    },
  ],
  ja: [
    {
      title: "自社で設計・製造する生体認証アクセスコントロール",
      subtitle:
        "顔認証端末、指紋リーダー、カードリーダー、スマートロックを深圳の自社工場で製造。インテグレーターや販売代理店向けに OEM/ODM も承ります。",
      ctaText: "ソリューションを見る",
      cta2Text: "見積もりを依頼",
    },
    {
      title: "0.1 秒の顔認証",
      subtitle: "両眼赤外線によるなりすまし防止、5 万件の顔データベース、IP65 筐体で、ロビー、ゲートレーン、屋外の門に対応します。",
      ctaText: "顔認証端末を見る",
      cta2Text: "デモを予約",
    },
    {
      title: "マンション、ホテル、オフィス向けスマートロック",
      subtitle: "指紋、カード、暗証番号、Bluetooth で解錠。アプリ管理と入退室履歴に対応し、販売代理店の各市場の認証を取得済みです。",
      ctaText: "スマートロックを見る",
      cta2Text: "販売代理店になる",
    },
    {
      title: "試作から量産までの OEM/ODM",
      subtitle: "8 本の SMT ラインでハードウェア、ファームウェア、ブランドをカスタマイズ。社内試験を備え、試作は平均 30 日です。",
      ctaText: "OEM/ODM サービス",
      cta2Text: "見積もりを依頼",
    },
  ],
  ko: [
    {
      title: "직접 설계하고 생산하는 생체 인식 출입 통제",
      subtitle:
        "얼굴 인식 단말기, 지문 인식기, 카드 리더, 스마트 도어록을 선전 자체 공장에서 생산하며, 통합업체와 유통업체를 위한 OEM/ODM도 제공합니다.",
      ctaText: "솔루션 살펴보기",
      cta2Text: "견적 받기",
    },
    {
      title: "0.1초 만에 끝나는 얼굴 인식",
      subtitle: "양안 적외선 생체 감지, 5만 명 얼굴 데이터베이스, IP65 하우징으로 로비, 게이트 통로, 실외 출입문에 적합합니다.",
      ctaText: "얼굴 인식 단말기 보기",
      cta2Text: "데모 예약",
    },
    {
      title: "아파트, 호텔, 사무실을 위한 스마트 도어록",
      subtitle: "지문, 카드, 비밀번호, 블루투스로 열고 앱으로 관리하며 출입 기록을 남깁니다. 유통업체가 판매하는 시장의 인증을 갖췄습니다.",
      ctaText: "스마트 도어록 보기",
      cta2Text: "유통업체 되기",
    },
    {
      title: "시제품부터 양산까지 OEM/ODM",
      subtitle: "8개 SMT 라인에서 하드웨어, 펌웨어, 브랜딩을 맞춤 제작하며, 자체 시험을 거쳐 시제품을 평균 30일 만에 제공합니다.",
      ctaText: "OEM/ODM 서비스",
      cta2Text: "견적 요청",
    },
  ],
  ru: [
    {
      title: "Биометрический контроль доступа собственной разработки и производства",
      subtitle:
        "Терминалы распознавания лиц, считыватели отпечатков и карт и умные замки с нашего завода в Шэньчжэне, с вариантами OEM/ODM для интеграторов и дистрибьюторов.",
      ctaText: "Смотреть решения",
      cta2Text: "Запросить цену",
    },
    {
      title: "Распознавание лица за 0,1 секунды",
      subtitle: "Бинокулярная ИК-проверка живости, база на 50 000 лиц и корпуса IP65 для холлов, турникетных проходов и уличных ворот.",
      ctaText: "Терминалы для лиц",
      cta2Text: "Записаться на демо",
    },
    {
      title: "Умные замки для квартир, отелей и офисов",
      subtitle:
        "Открытие по отпечатку, карте, PIN-коду и Bluetooth, управление из приложения и журнал доступа; сертифицированы для рынков наших дистрибьюторов.",
      ctaText: "Смотреть умные замки",
      cta2Text: "Стать дистрибьютором",
    },
    {
      title: "OEM/ODM от прототипа до серийного производства",
      subtitle:
        "Аппаратная часть, прошивка и брендинг под заказ на восьми SMT-линиях, собственные испытания и прототип в среднем за 30 дней.",
      ctaText: "Услуги OEM/ODM",
      cta2Text: "Запросить цену",
    },
  ],
  pt: [
    {
      title: "Controle de acesso biométrico, projetado e fabricado por nós",
      subtitle:
        "Terminais de reconhecimento facial, leitores de digital e de cartões e fechaduras inteligentes da nossa própria fábrica em Shenzhen, com opções OEM/ODM para integradores e distribuidores.",
      ctaText: "Conhecer as soluções",
      cta2Text: "Pedir orçamento",
    },
    {
      title: "Reconhecimento facial em 0,1 segundo",
      subtitle:
        "Detecção de vivacidade por IR binocular, bases de 50.000 rostos e gabinetes IP65 para saguões, catracas e portões externos.",
      ctaText: "Ver terminais faciais",
      cta2Text: "Agendar uma demonstração",
    },
    {
      title: "Fechaduras inteligentes para apartamentos, hotéis e escritórios",
      subtitle:
        "Abertura por digital, cartão, senha e Bluetooth, com gestão pelo app e registro de acessos, certificadas para os mercados dos nossos distribuidores.",
      ctaText: "Ver fechaduras inteligentes",
      cta2Text: "Seja um distribuidor",
    },
    {
      title: "OEM/ODM do protótipo à produção em série",
      subtitle: "Hardware, firmware e marca sob medida em oito linhas SMT, com testes próprios e protótipo em 30 dias, em média.",
      ctaText: "Serviços OEM/ODM",
      cta2Text: "Solicitar orçamento",
    },
  ],
};

const byLanguage = <Fields extends Record<string, string>>(pick: (locale: TranslationLocale) => Fields | undefined): ContentTranslations =>
  Object.fromEntries(
    TRANSLATION_LOCALES.flatMap((locale) => {
      const fields = pick(locale);
      return fields ? [[locale, fields]] : [];
    }),
  );

/** The translations of the category with this slug. */
export const demoCategoryTranslations = (slug: string): ContentTranslations =>
  byLanguage((locale) => {
    const name = demoCategoryNames[slug]?.[locale];
    return name ? { name } : undefined;
  });

/** The translations of the hero slide at this position of `demoHeroSlides`. */
export const demoHeroSlideTranslations = (index: number): ContentTranslations => byLanguage((locale) => slideTexts[locale][index]);
