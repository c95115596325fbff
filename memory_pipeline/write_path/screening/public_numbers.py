"""Numbers printed for all to see: what the words around a number say when it is a room, an
order, a price, a date or a version rather than a secret or a phone.

One vocabulary for both readers of numbers: the rules of pii.py (which read the folded text,
where Cyrillic "номер" reads "homep") and the PII model's candidates in disclosure_model.py
(which read each word in its own letters). Every word is therefore matched both as written and
folded.
"""

from __future__ import annotations

import re

from memory_pipeline.write_path.screening.textnorm import fold

# What a number names when it is on a door, a ticket, a parcel or a release, in the languages
# of the gates' other vocabularies: words of scripts that separate words with spaces ...
PUBLIC_THING_WORDS = (
    # rooms and places
    "room", "rm", "suite", "zimmer", "habitación", "cuarto", "quarto", "chambre", "camera", "stanza", "kamer",
    "pokój", "oda", "odası", "kamar", "phòng", "комната", "комнаты", "номер", "hotel room", "apartment", "apt",
    "flat", "floor", "etage", "étage", "piso", "andar", "piano",
    # transport
    "flight", "flt", "vol", "vuelo", "volo", "voo", "flug", "lot", "рейс", "chuyến bay", "uçuş", "sefer",
    "penerbangan", "train", "zug", "tren", "treno", "trein", "pociąg", "поезд", "tàu", "bus", "autobús", "line",
    "línea", "linea", "linie", "platform", "gleis", "andén", "binario", "voie", "peron", "перрон", "gate",
    "puerta", "porte", "bramka", "выход", "cổng", "kapı", "seat", "asiento", "assento", "siège", "posto", "sitz",
    "platz", "miejsce", "место", "ghế", "koltuk", "kursi", "coach", "wagon", "wagen", "vagón", "carrozza",
    "вагон", "toa", "terminal",
    # orders, parcels, tickets, invoices, bookings
    "order", "bestellung", "auftrag", "pedido", "commande", "ordine", "bestelling", "zamówienie", "заказ",
    "sipariş", "đơn hàng", "đơn", "pesanan", "tracking", "sendung", "sendungsnummer", "seguimiento", "rastreio",
    "suivi", "tracciamento", "трек", "invoice", "rechnung", "factura", "fatura", "facture", "fattura", "faktura",
    "счет", "счёт", "hóa đơn", "ticket", "case number", "case no",
    "case id", "support case", "ref", "reference", "referencia", "référence", "referenz",
    "booking", "reserva", "réservation", "prenotazione", "buchung", "rezerwacja", "бронь", "đặt chỗ",
    # versions, builds, releases
    "version", "ver", "versión", "versão", "versione", "versie", "wersja", "версия", "версии", "sürüm",
    "phiên bản", "versi", "build", "release", "patch", "firmware",
    # postal codes
    "zip", "zipcode", "zip code", "postcode", "post code", "postal code", "plz", "postleitzahl", "código postal",
    "cep", "code postal", "cap", "kod pocztowy", "почтовый индекс", "индекс", "posta kodu", "mã bưu chính",
    "kode pos", "postnummer",
    # documents, products, ports
    "page", "seite", "página", "pagina", "страница", "страницы", "странице", "chapter", "kapitel", "capítulo",
    "chapitre", "ext", "extension", "durchwahl", "isbn", "issue", "pr", "bug", "model", "modell", "modelo",
    "modèle", "sku", "serial", "port", "porta", "puerto", "порт",
    # phone prefixes and hotlines, plates, networks, the visible end of a masked number, errors
    "area code", "dialing code", "vorwahl", "prefijo", "indicatif", "prefisso", "hotline", "helpline",
    "customer service", "plate", "license plate", "licence plate", "kennzeichen", "matrícula", "placa", "targa",
    "ssid", "network name", "ending in", "ends in", "ending with", "error", "erreur", "fehler", "errore", "erro",
    "błąd", "hata", "lỗi", "ошибка", "ошибки",
    # an error code, named in one word or two
    "error code", "fehlercode", "code d'erreur", "código de error", "código de erro", "codice di errore",
    "foutcode", "fejlkode", "feilkode", "felkod", "virhekoodi", "hibakód", "chybový kód", "kód chyby", "kod błędu",
    "cod de eroare", "hata kodu", "κωδικός σφάλματος", "код ошибки", "код помилки", "kode kesalahan", "mã lỗi",
    "קוד שגיאה", "رمز الخطأ", "رمز الخطا", "كود الخطأ", "رمز خطأ", "کد خطا",
    "रुटि कोड", "त्रुटि कोड", "status code", "exit code",
    # orders and parcels in the words of more languages, compounds and inflected forms
    "bestelnummer", "ordernummer", "ordrenummer", "bestellnummer", "auftragsnummer", "rechnungsnummer",
    "buchungsnummer", "bokningsnummer", "fakturanummer", "referenznummer", "trackingnummer", "zendingnummer",
    "tilausnumero", "tilaus", "lähetystunnus", "seurantanumero", "rendelésszám", "rendelés", "objednávka",
    "objednávky", "zamówienia", "comanda", "comenzii", "заказа", "замовлення", "накладної", "накладная",
    "посылки", "посилки", "відправлення", "παραγγελία", "παραγγελίας", "הזמנה", "ההזמנה", "המשלוח", "resi", "vận đơn",
    "mã vận đơn", "kiriman", "kargo", "takip", "الطلب", "الشحنة", "ऑर्डर",
    "товарителница", "товарителницата", "пратка", "пратката",
    # articles of a law
    "§", "article", "art.", "artículo", "artigo", "articolo", "artikel", "artykuł", "článek", "statja", "статья",
    "статті", "стаття", "điều", "धारा", "pasal", "madde", "pykälä", "paragraf", "paragraph", "section", "sec.",
    "αρθρο", "άρθρο", "סעיף", "المادة",
    # companies' registration and tax numbers, which name no person
    "company number", "company no", "registration number", "vat", "vat number", "vat no", "ust-idnr", "ust-id",
    "steuernummer der firma", "handelsregister", "hrb", "hra", "siren", "siret", "tva", "tva intracommunautaire",
    "kvk", "kvk-nummer", "btw", "btw-nummer", "btw-identificatienummer", "ičo", "dič", "cvr", "cvr-nummer",
    "y-tunnus", "organisationsnummer", "org.nr", "orgnr", "cui", "registrul comerțului", "gstin", "abn",
    "acn", "regon", "krs", "nif de la empresa", "cif", "cnpj", "vergi numarası", "npwp", "єдрпоу", "едрпоу",
    "код єдрпоу", "инн организации", "огрн", "entrez gene", "gene id", "uniprot", "pubmed", "pmid", "doi",
    # a business's public line
    "toll-free", "toll free", "freephone", "kundeservice", "kundtjänst", "kundenservice", "kundenhotline",
    "switchboard", "main line", "zentrale", "telefonzentrale", "centralino", "standard", "centralita", "centralka",
    "ústředna", "santral", "växel", "växeln", "växelnummer", "växelnumret", "sentralbord", "sentralbordet",
    "omstilling", "omstillingen", "hovednummer", "hovednummeret", "central telefónica", "receção", "recepção",
    "réception", "rezeption", "reception",
    "klantenservice", "asiakaspalvelu", "zákaznická linka", "ügyfélszolgálat", "obsługa klienta",
    "atención al cliente", "servicio al cliente", "service client", "service clients", "serviço ao cliente",
    "assistenza clienti", "müşteri hizmetleri", "müşteri hizmetleri hattı", "layanan pelanggan", "tổng đài",
    "chăm sóc khách hàng",
    "служба поддержки", "горячая линия", "гаряча лінія", "خدمة العملاء", "שירות לקוחות", "ग्राहक सेवा",
    "εξυπηρέτηση πελατών", "serviciul clienți", "call center", "callcenter", "support line",
    # transport in more languages
    "vlak", "trenul", "πτήση", "πύλη", "nástupiště", "kolej", "stoppested", "linia", "linje", "spor", "perron",
    "ट्रेन संख्या", "बर्थ", "प्लेटफ़ॉर्म", "sala", "aula", "salle", "sal", "lokal",
    # products, cases, orders and transport in languages that put "number" first or last
    "produk", "produkt", "product", "siri", "seri", "nombor siri", "nomor seri", "seriennummer", "serienummer",
    "número de serie", "numéro de série", "numero di serie", "saksnummer", "saksnr", "sak", "ärende",
    "ärendenummer", "sagsnummer", "zaaknummer", "aktenzeichen", "dossiernummer", "سفارش", "سفارشی", "آرڈر",
    "ٹریکنگ", "رسید", "فاکتور", "پرواز", "قطار", "اتوبوس", "بس", "ٹرین", "بلیط", "ٹکٹ", "ትዕዛዝ", "የትዕዛዝ",
    "ባቡር", "አውቶቡስ", "በረራ", "ትኬት", "ደረሰኝ", "বাস", "ট্রেন", "ফ্লাইট", "অর্ডার", "টিকিট", "ரயில்",
    "பேருந்து", "பஸ்", "விமானம்", "ஆர்டர்", "டிக்கெட்", "बस", "ट्रेन", "उड़ान", "टिकट", "रसीद", "biyahe",
    "tiket", "resibo", "bus no", "pedido", "encomenda", "encomenda n", "bestilling", "bestillingsnummer",
    "ordrenummeret", "tilausnumero", "užsakymas", "užsakymo", "pasūtījums", "pasūtījuma", "tellimus",
    "tellimuse", "narudžba", "narudžbe", "поръчка", "поръчката", "objednávka", "naročilo", "pöntun",
    "pöntunarnúmer", "bestelling", "oda", "agizo", "oda yako", "porosi", "porosia", "porosisë", "porosinë",
    "ye-oda", "i-oda", "پیگیری", "شماره پیگیری", "پیگیری سفارش", "پیگیری سفارش من", "पिन कोड", "पिनकोड",
    "código de rastreio", "código de rastreamento", "rastreio", "nota fiscal", "tracking code", "serienummeret",
    "követőkód", "követési kód", "nyomkövetési szám", "csomagszám", "کد رهگیری", "رهگیری", "مرسوله", "imei", "iccid",
    # case files and protocol numbers of an office
    "pratica", "protocollo", "fascicolo", "expediente", "dossier", "processo", "sagsnr", "vorgang", "vorgangsnummer",
)  # fmt: skip
# ... and words of scripts that do not.
PUBLIC_THING_CJK = tuple(
    (
        "房间|房間|房号|部屋|号室|호실|방 번호|방번호|객실|航班|班次|车次|列车|列車|열차|登机口|登機口|"
        "登機門|搭乗口|게이트|座位|座席|좌석|车厢|車両|호차|订单|訂單|注文|주문|运单|運單|快递单|快遞單|"
        "追跡|운송장|发票|發票|請求書|预订|預訂|予約|예약|版本|バージョン|버전|邮编|郵編|郵便番号|〒|"
        "우편번호|页|頁|ページ|페이지|分机|分機|内線|区号|區號|客服电话|客服電話|客服|热线|熱線|车牌|"
        "車牌|序列号|序號|型号|型號|批号|尾号|尾號|末尾|错误|錯誤|エラー|오류|错误代码|错误码|エラーコード|오류 코드|"
        "고객센터|대표번호|대표 번호|お客様窓口|サポートセンター|统一社会信用代码|营业执照|法人番号|사업자등록번호|"
        "คำสั่งซื้อ|พัสดุ|ไปรษณีย์|ข้อผิดพลาด|ໄປສະນີ|ຜິດພາດ|ប្រៃសណីយ៍|កំហុស|စာတိုက်|အမှား|"
        "เลขพัสดุ|ฝ่ายบริการลูกค้า"
    ).split("|")
)
# "no.", "number", "番号" … between the name and the number.
NUMBER_WORDS = (
    "no", "nr", "nº", "n°", "n.º", "n.o", "n.°", "num", "number", "nummer", "numero", "número", "numéro",
    "numarası",
    "номер", "番号", "번호", "号码", "號碼", "号", "號", "编号", "編號",
    # "number" in the languages whose number word follows the thing ("آرڈر نمبر", "ባቡር ቁጥር")
    "نمبر", "شماره", "ቁጥር", "নম্বর", "எண்", "संख्या", "नंबर", "nombor", "nomor", "numer", "numurs", "numeris",
    "broj", "číslo", "szám", "αριθμός", "מספר", "رقم", "nommer", "nummeret", "numero", "númer", "numarası",
    # Turkish "number" with its possessive endings ("takip numaram", "sipariş numaramız")
    "numara", "numaram", "numaramız", "numaranız",
)  # fmt: skip


def written_and_folded(words: tuple[str, ...]) -> str:
    """An alternation of `words` as written and as textnorm.fold reads them, longest first."""
    forms = {form for word in words for form in (word, fold(word).text)}
    return "|".join(sorted(map(re.escape, forms), key=len, reverse=True))


PUBLIC_THING = (
    rf"(?<![^\W\d_])(?:{written_and_folded(PUBLIC_THING_WORDS)})(?![^\W\d_])|{written_and_folded(PUBLIC_THING_CJK)}"
)
# The name right before the number: "Zimmer 674", "flight no. 2799", "Mã đơn hàng GJ-381189",
# "部屋番号は999", "운송장 번호 CQ…". Never "code" between them (a gate code is a secret, a gate
# number is not), nor "is" ("the wifi at the flat is …"): a letter code before the number is
# upper case ("HRB 87293", "IR 8704").
# "my … is" said after the thing ("поръчката ми е", "narudžba mi je", "oda yangu ni").
_MINE_IS_AFTER = (
    *(
        "ми е",
        "mi je",
        "mi e",
        "ми је",
        "im është",
        "ime është",
        "sime është",
        "është",
        "yangu ni",
        "ko ay",
        "ko",
        "ni",
    ),
    *("là", "ithi", "yami ithi", "من است", "است"),
)
PUBLIC_NUMBER_LABEL = re.compile(
    rf"(?P<thing>{PUBLIC_THING})\s*(?:(?:{written_and_folded(NUMBER_WORDS)}|#)\.?\s*)?"
    rf"(?:(?<![^\W\d_])(?:{written_and_folded(_MINE_IS_AFTER)})(?![^\W\d_]))?"
    rf"(?:[:：=]|は|는|은|是|为|為)?\s*(?:(?-i:[A-Z]{{1,3}})-?\s?)?$",
    re.IGNORECASE,
)

# "my order is VN2026…", "đơn hàng của tôi là …", "我的订单是 …": a public thing the speaker owns,
# then "is". Only with the owner: in "the wifi at the flat is …" the flat is not what the number is.
_OWNERS = (
    "my", "our", "your", "mein", "meine", "meinen", "mon", "ma", "mi", "meu", "minha", "mio", "mia", "mój", "moja",
    "мой", "моя", "мій",
)  # fmt: skip
_IS = ("is", "ist", "est", "es", "é", "è", "era", "was", "là", "ni", "ay")
OWNED_PUBLIC_LABEL = re.compile(
    rf"(?:(?<![^\W\d_])(?:{written_and_folded(_OWNERS)})\s+(?:{PUBLIC_THING})"
    rf"|(?:{PUBLIC_THING})\s+(?:{written_and_folded(('của tôi', 'của mình', 'của em', 'của anh', 'của chị'))})"
    rf"|(?:我的|我們的|我们的)(?:{PUBLIC_THING}))"
    rf"\s*(?:(?:{written_and_folded(NUMBER_WORDS)})\.?\s*)?(?:(?<![^\W\d_])(?:{written_and_folded(_IS)})(?![^\W\d_])|[:：是为為])\s*$",
    re.IGNORECASE,
)

# The number word first, then whose number it is, then "is": "Номерът на поръчката е …", "the
# number of the waybill from the courier is …", "le numéro du colis est …".
_OF = (
    "of",
    "of the",
    "на",
    "de",
    "du",
    "de la",
    "del",
    "della",
    "dello",
    "des",
    "do",
    "da",
    "van",
    "von",
    "der",
    "od",
    "z",
    "ze",
)
_FROM = ("from", "by", "at", "от", "при", "de", "du", "del", "des", "da", "do", "von", "vom", "bei", "od", "z", "ze")
_IS_AFTER_THE_THING = (*_IS, "е", "je", "jest", "este", "yra", "on")
_NUMBER_FIRST = (*NUMBER_WORDS, "номерът", "номера", "numerul", "numărul", "numerot")
NUMBER_OF_A_THING = re.compile(
    rf"(?<![^\W\d_])(?:{written_and_folded(_NUMBER_FIRST)})(?![^\W\d_])\s+(?:{written_and_folded(_OF)})\s+"
    rf"(?:(?:{PUBLIC_THING})|(?<![^\W\d_])(?:{written_and_folded(PUBLIC_THING_WORDS)})[^\W\d_]{{1,4}})"
    # who issued it, after "from" ("от куриера"); never a person right after the thing ("the parcel courier")
    rf"(?:\s+(?:{written_and_folded(_FROM)})(?:\s+[^\s\d]+){{1,2}})?"
    rf"\s*(?:(?<![^\W\d_])(?:{written_and_folded(_IS_AFTER_THE_THING)})(?![^\W\d_])|[:：])\s*$",
    re.IGNORECASE,
)

# Names that still name the number a few words on ("model is DSC PC1616", "room at the end of
# the hall, 1204"). Only these: "in case my phone dies: …" or "the gate code is …" name no number.
NAMES_OVER_A_FEW_WORDS = (
    "model", "brand", "ssid", "serial", "room", "number", "no", "order", "ticket", "flight", "postal", "zip",
    "postcode", "promo", "coupon", "discount", "area", "country", "product", "network name", "wi-fi name",
    "wifi name", "版本", "型号", "品牌", "房间", "编号", "订单", "邮编", "区号", "优惠", "网络名称",
    "网络名", "wifi名称", "wifi名",
)  # fmt: skip
NAMED_A_FEW_WORDS_BEFORE = re.compile(
    rf"(?<![a-z])(?:{written_and_folded(NAMES_OVER_A_FEW_WORDS)})(?![a-z])(?:\W+\w+){{0,3}}\W{{0,3}}$",
    re.IGNORECASE,
)

# Right after a number: a unit, a currency, a count or a span of time ("30 秒", "12 digits",
# "5 attempts", "200 元", "16 GB").
UNIT_AFTER = re.compile(
    r"\s?(?:元|块|万|亿|円|원|€|\$|£|¥|%|位|次|天|日|个|分钟|小时|秒|年|月|号|岁"
    r"|₪|₽|₹|₺|₩|₫"
    # currencies and weights in a few more languages, as words
    r"|(?:zł|zl|kč|kc|kr|kn|lei|rp|rupiah|rupees?|rubles?|рублей|рубля|руб|złotych|zlotych|korun|kronor|kroner|forint|lira"
    r"|shekels?|שקל|שקלים|dinars?|dirhams?|riyals?|درهم|ريال|جنيه|pesos?|reais|kilo|kilos|кг)(?![^\W\d_])"
    r"|(?:usd|eur|gbp|rmb|cny|yuan|dollars?|euros?|km|kg|kb|mb|gb|tb|ms|px|cm|mm|characters?|chars?|digits?|times?"
    r"|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|attempts?|tries)(?![a-z]))",
    re.IGNORECASE,
)
# A date: "2024-03-05", "2024 03", "05/03/2024". Not "12-34-08": a combination lock's numbers
# have a date's shape when the year has two digits.
DATE = re.compile(
    r"(?:19|20)\d\d[ \-/](?:0?[1-9]|1[0-2])(?:[ \-/](?:0?[1-9]|[12]\d|3[01]))?"
    r"|(?:0?[1-9]|[12]\d|3[01])[-/](?:0?[1-9]|[12]\d|3[01])[-/](?:19|20)\d\d"
)

# Emergency and short public service numbers: everyone's, no one's secret.
EMERGENCY_NUMBERS = frozenset(
    "112 911 999 000 110 119 120 122 100 101 102 108 113 115 118 190 192 193 197 911 995 997 998 1122 15 17 18".split()
)
