"""Structured PII and secrets: candidates found by cheap patterns, then validated, with the
context words that decide a borderline candidate.

Every detector takes a `FoldedText` (see textnorm) and yields `(code, start, end)` in that
view's coordinates, so the gate can point at the original span without keeping the text.

Scope (documented in README, "Safety"):
- phones: Chinese mobiles in any layout; numbers with a country code (+44 …, 0044 …) validated
  by libphonenumber for every region; national numbers (landlines, US (415) 555-…) when a
  phone context word is near or the layout is unmistakable (parenthesised or 0-prefixed area
  code with a dash), validated by libphonenumber;
- Chinese resident ID (GB 11643 checksum; a bad check digit is still an ID in an ID context),
  bank cards (Luhn + issuer prefix; a bad checksum is still a card in a card context), IBAN
  (python-stdnum), passport numbers next to a passport word, street addresses with a house
  number;
- e-mail, also written out ("at"/"dot", [at], 艾特, 点, ＠, 。);
- passwords, PINs and one-time codes with or without an assignment word, credentials in URLs
  and connection strings;
- secrets: detect-secrets' vendor key formats plus the prefixes it lacks, private-key blocks,
  webhook URLs, high-entropy tokens next to a secret word, and base64/hex-wrapped keys.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterator
from datetime import date
from functools import lru_cache
from functools import cache

import phonenumbers
from mnemonic import Mnemonic
from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
from stdnum import ean
from stdnum import iban as stdnum_iban
from stdnum.br import cpf
from stdnum.ca import sin as canada_sin
from stdnum.cl import rut
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.gr import amka
from stdnum.in_ import aadhaar
from stdnum.it import codicefiscale
from stdnum.jp import in_ as my_number
from stdnum.kr import rrn
from stdnum.mx import curp
from stdnum.nl import bsn
from stdnum.pl import pesel
from stdnum.au import tfn
from stdnum.be import nn as belgian_nn
from stdnum.bg import egn
from stdnum.ch import ssn as swiss_ahv
from stdnum.cz import rc as czech_rc
from stdnum.dk import cpr
from stdnum.ee import ik as estonian_ik
from stdnum.fi import hetu
from stdnum.hr import oib
from stdnum.id import nik
from stdnum.ie import pps
from stdnum.il import idnr as israeli_id
from stdnum.is_ import kennitala
from stdnum.lt import asmens
from stdnum.lv import pvn as latvian_code
from stdnum.my import nric as malaysian_nric
from stdnum.no import fodselsnummer
from stdnum.pk import cnic
from stdnum.pt import cc as portuguese_cc
from stdnum.ro import cnp
from stdnum.ru import inn
from stdnum.se import personnummer
from stdnum.si import emso
from stdnum.sk import rc as slovak_rc
from stdnum.th import pin as thai_pin
from stdnum.tr import tckimlik
from stdnum.ua import rntrc
from stdnum.us import ssn as us_ssn
from stdnum.za import idnr as south_african_id

from memory_pipeline.write_path.screening.decoding import base64_bytes, hex_bytes
from memory_pipeline.write_path.screening.public_numbers import (
    DATE,
    NAMED_A_FEW_WORDS_BEFORE,
    NUMBER_OF_A_THING,
    PUBLIC_NUMBER_LABEL,
    PUBLIC_THING,
    UNIT_AFTER,
)
from memory_pipeline.write_path.screening.textnorm import (
    FoldedText,
    window_start,
    compact_view,
    digits_view,
    fold,
    folded_words,
    rewrite,
)

MOBILE = "pii.mobile"
PHONE = "pii.phone"
ID_CARD = "pii.id_card"
BANK_CARD = "pii.bank_card"
EMAIL = "pii.email"
PASSWORD = "pii.password"
SECRET = "pii.secret"
IBAN = "pii.iban"
PASSPORT = "pii.passport"
ADDRESS = "pii.address"

PII_CODES = frozenset({MOBILE, PHONE, ID_CARD, BANK_CARD, EMAIL, PASSWORD, SECRET, IBAN, PASSPORT, ADDRESS})

Hit = tuple[str, int, int]


def _near(text: str, start: int, end: int, pattern: re.Pattern[str], window: int = 24) -> bool:
    return bool(pattern.search(text, window_start(text, start, window), min(len(text), end + window)))


# --------------------------------------------------------------------------------------------
# Numbers: phones, resident ID, bank card
# --------------------------------------------------------------------------------------------

# A digit run with the separators people type between groups: space, . - / _ , · ~ | \ * # 、 ; (one
# or two of them: "——"), up to three spaces ("+ 3 4   6 9 3   0 8 6") and
# parentheses, a " - " with spaces, and a leading + or 00 country prefix.
# Square brackets count as parentheses, around any group ("(+34) [659] [208] [672]"); the
# fraction and division slashes ("0412 ⁄ 345 ⁄ 678") as a slash.
_NUMBER_RUN = re.compile(
    r"(?<![0-9a-z_])(?:\+\s?)?(?:[(\[]\s?\+?\d{1,4}\s?[)\]]\s?(?:[.\-/⁄∕_·•∙⋅~|]\s?)?[(\[]?\s?)?\d(?:(?:\s?[.\-/⁄∕_,·•∙⋅~|\\*#、;+':]{1,2}\s?|\s{1,3}|\s?[)\]]\s?(?:[.\-/⁄∕_·•∙⋅~|]\s?)?[(\[]\s?|\s?(?:[.\-/⁄∕_·•∙⋅~|]\s?)?[(\[]\s?|\s?[)\]]\s?(?:[.\-/⁄∕_·•∙⋅~|]\s?)?)?\d)+(?:[ \-]?x(?![a-z]))?"
)
_SEPARATOR = re.compile(r"[^0-9x]+")
_MOBILE = re.compile(r"(?:0086|86)?1[3-9][0-9]{9}")
_PHONE_CONTEXT = re.compile(
    r"电话|手机|号码|手机号|联系|致电|打给|拨打|(?<![a-z])拨|座机|来电|分机|微信|短信|whatsapp|telegram|signal|\btel\b|phone|mobile"
    r"|\blandline\b|\bland line\b|festnetz|\bfijo\b|\bfixe\b|固定电话|固話|固定電話|📞|☎|📱|📲"
    r"|\bcell\b|\bcall\b|\btext me\b|\bsms\b|\bfax\b|\bcontact\b|\breach me\b|\bring me\b|\bext\b|\bdial\b|"
    # "you can reach my sister at …", "reach Tomás on …"
    r"\breach\s+(?:[a-z]+\s+){1,2}(?:at|on)\b|"
    # someone's number: "my wife's number", "mom's new number", "her number"
    r"(?<![a-z])(?!(?:order|invoice|ticket|case|tracking|parcel|package|account|model|part|item|flight|room|table|seat|house"
    r"|building|bus|train|product|policy|claim|card|page|issue|version|build|year|month|day|week)s?'s?\s)"
    r"(?:[a-z]+'s|[a-z]+s'|her|his|their|our)\s+(?:(?:new|old|cell|mobile|home|work|private|personal)\s+)?number\b|"
    + folded_words(
        "telefon",
        "telefono",
        "teléfono",
        "téléphone",
        "handy",
        "móvil",
        "celular",
        "portable",
        "携帯",
        "ケータイ",
        "けいたい",
        "スマホ",
        "電話",
        "전화",
        "телефон",
        "mobil",
        "rufnummer",
        "whatsapp",
    )
    # "my number", "call me" in more languages: whole words, not inside "Ordernummer"
    + r"|(?<![a-z])(?:"
    + folded_words(
        "numero",
        "número",
        "numéro",
        "номер",
        # "reach me at": French, German, Spanish, Italian, Portuguese
        "me joindre",
        "joignable au",
        "erreichst du mich",
        "erreichen sie mich",
        "bin erreichbar unter",
        "localizarme",
        "contactarme",
        "raggiungermi",
        "contattarmi",
        "me encontrar no",
        "meine nummer",
        "mijn nummer",
        "私の番号",
        "僕の番号",
        "mein handy",
        "telefoon",
        "mobiel",
        "bel me",
        "bel mij",
        "puhelin",
        "puhelinnumero",
        "soita",
        "mój numer",
        "komórka",
        "dzwoń",
        "zadzwoń",
        "numaram",
        "telefonum",
        "ara beni",
        "cellulare",
        "chiamami",
        "zap",
        "celular",
        "ligue",
        "llámame",
        "số điện thoại",
        "số của tôi",
        "điện thoại",
        "sđt",
        "gọi",
        "핸드폰",
        "휴대폰",
        "내 번호",
        "연락처",
        "رقمي",
        "هاتف",
        "جوال",
        "اتصل",
        "טלפון",
        "הטלפון",
        "נייד",
        "फ़ोन",
        "फोन",
        "मेरा नंबर",
        "मोबाइल",
        "ring mig",
        "ring meg",
        "telefonnummer",
        "mobilnummer",
        "τηλέφωνο",
        "κινητό",
        "telefonní číslo",
        "nomor hp",
        "no hp",
        "nomor saya",
        "wa saya",
        "telepon",
        "nombor",
        "โทร",
        "เบอร์",
        "номер телефону",
        "мобільний",
        "telefonszám",
        "telefonszámom",
        "mitt nummer",
        # "call me" in more languages
        "llamarme",
        "llámame",
        "llama al",
        "llamame",
        "chiama",
        "chiamare",
        "appelle-moi",
        "appelez",
        "appeler",
        "ruf mich an",
        "anrufen",
        "ruf an",
        "bel mij",
        "bellen",
        "zadzwoń do mnie",
        "позвони",
        "позвоните",
        "звоните",
        "подзвони",
        "зателефонуй",
        "ara beni",
        "arayın",
        "ligar",
        "me liga",
        "打给我",
        "打我",
        "电话打",
        "電話して",
        "電話ください",
        "전화해",
        "전화 주세요",
        "hubungi",
        "hubungi saya",
        "gọi cho",
        "gọi tôi",
        "โทรหา",
        "اتصل بي",
        "التواصل",
        "התקשר",
        "תתקשר",
        "زنگ بزن",
        "تماس",
        "कॉल करो",
        "कॉल करें",
        "फ़ोन करना",
        "piga simu",
        "soita minulle",
        "ring til",
        "hívj",
        "hívjon",
        "sună-mă",
        "sunați",
        "zavolej",
        "zavolejte",
        "τηλεφώνησέ μου",
        "πάρε με",
        "contact me",
        "reach me on",
        # "my number"
        *("min nummer", "numeroni", "számom", "numărul meu", "moje číslo", "ο αριθμός μου", "המספר שלי"),
        *("شماره من", "شماره‌ام", "nambari yangu", "my number", "my cell", "my mobile"),
        # how people say "reach me" without a phone word
        *("hit me up", "ping me", "reach me", "reach her", "reach him", "reach us", "reach them", "her digits"),
        *("his digits", "my digits", "my line", "emergency contact", "notfallkontakt", "kontakt", "contacto"),
        *("contatto", "contato", "joignable", "raggiungibile", "bereikbaar", "erreichbar", "viber", "imessage"),
        *("facetime", "line id", "kakaotalk", "zalo", "連絡先", "连络", "找我", "打这个", "打這個", "kontak"),
        # phone words of more languages
        *("ফোন", "নম্বর", "মোবাইল", "தொலைபேசி", "கைபேசி", "மொபைல்", "தொலைபேசி எண்", "تلفن", "موبایل", "شماره"),
        *("نمبر", "موبائل", "فون", "ስልክ", "foonu", "nọmba", "mobitel", "mobitela", "mobitelu", "tālrunis"),
        *("tālruņa", "telefoninumber", "telefonnummeret", "mobilnummeret", "sími", "símanúmer", "símanúmerið"),
        *("farsími", "selfoon", "selfoonnommer", "nommer", "inombolo", "ucingo", "simu", "namba ya simu", "broj"),
        *("broj telefona", "mobilni", "telefónne", "telefónne číslo", "телефонът", "телефон", "телефона", "број"),
        *("numeris", "telefono numeris", "mobiliojo", "numurs", "tālruņa numurs", "mobiil", "mobiltelefon"),
        *("telèfon", "mòbil", "telefonszám", "lambar waya", "nambari ya simu", "số điện thoại của tôi"),
        *("fisso", "numero fisso", "telefono fisso", "linea fissa", "get me on", "get me at", "find me on"),
        *("text me on", "reach me at", "제 번호", "전화번호", "휴대폰 번호", "мобильный", "мобильного", "мобильник"),
        *("сотовый", "мобилка", "cep telefonu", "cep numaram", "cep no", "new number", "save my number"),
        *("save this number", "my new number", "연락줘", "연락 줘", "연락해", "연락 주세요", "연락주세요", "연락 바람"),
        *(
            "연락 부탁",
            "문자 줘",
            "문자해",
            "전화 줘",
            "전화줘",
            "ruf mich",
            "rufen sie mich",
            "numer do",
            "numer telefonu",
        ),
        *("nr tel", "nr telefonu", "telefon do", "numer tel", "mob", "mob:", "ring", "wa", "wa aku", "wa ke"),
        # "call me" / "text me" / "my no." in more languages
        *("text mo ko", "text mo ako", "i-text mo", "tawagan mo", "tawagan mo ako", "nazovi me", "nazovite me"),
        *("nazovi", "nazovite", "zovi me", "pozovi me", "pošalji poruku", "bel my", "skakel my", "stuur 'n sms"),
        *("my no.", "new no.", "mob no.", "ph no.", "tel no.", "cell no.", "phone no.", "contact no."),
        *("whatsapp me", "sms me", "message me on", "call him", "call her", "call us", "zvoni", "zvanite"),
        *("zavolaj", "zavolajte", "zadzwoń", "zvaniti", "позвъни", "обади се", "обадете се"),
        *("nipigie", "ngishayele", "pè mí", "ደውልልኝ", "আমাকে ফোন", "கூப்பிடு"),
        *("call karo", "call kar", "فون کریں", "کال کریں", "به من زنگ", "zvaníť", "skambink", "piezvani", "helista"),
        *("мобилният", "мобилния", "мобилен", "номерът ми", "numri im", "numri", "telefoni", "celulari", "mobilais"),
        *("mans numurs", "mano numeris", "minu number", "minu telefon", "številka", "moja številka", "gsm"),
        *("என் எண்", "আমার নম্বর", "میرا نمبر", "mobilni broj", "moj broj", "мој број", "numero ko", "celfone"),
        # phone words of more languages, and "number" where a phrase says whose
        *("mera number", "meri number", "mera no", "number ko", "mi cel", "su cel", "celu", "numaradan ara"),
        *("मेरो नम्बर", "मेरो नंबर", "ჩემი ნომერ", "ტელეფონ", "მობილურ", "ስልኬ", "ስልኩ", "ስልካ", "මගේ අංකය"),
        *("දුරකථන", "հեռախոս", "համարս", "ទូរស័ព្ទ", "ဖုန်း", "утас", "тэлефон", "ffôn", "rhif ffôn", "m'uimhir"),
        *("taleefan", "ఫోన్", "నంబర్", "ಫೋನ್", "ഫോൺ", "നമ്പർ", "ફોન", "નંબર", "ਫ਼ੋਨ", "ਫੋਨ", "ਨੰਬਰ", "ژمارە"),
        *("ଫୋନ୍", "ନମ୍ବର", "ಸಂಖ್ಯೆ", "ဖုန်းနံပါတ်", "ເບີໂທ", "ເບີ", "លេខទូរស័ព្ទ", "ཁ་པར"),
        *("شمېره", "móbil", "kännykkä", "känny", "kännykkäni", "tel. číslo", "číslo mobilu", "mobilszám"),
        *("telemóvel", "telemovel", "mijn 06", "m'n 06", "06-nummer", "cellphone", "cellphone no"),
    )  # fmt: skip
    + r")(?![a-z])"
    # Stems that take case endings after "phone" or "my number" ("numaramdan", "puhelinnumeroni",
    # "нөмірімді", "nömrəmi"): the word's start is enough. A bare "number" (numara, नंबर, ნომერი)
    # also names orders and tax numbers, so only its "my" form is a phone word.
    + r"|(?<![a-z])(?:"
    + folded_words("numaram", "puhelin", "puhelim", "нөмірім", "nömrəm", "raqamim", "lambarkayga")
    + ")"
)
# The ID's own names; `_ID_CONTEXT` (below) adds every identity document's name.
_ID_WORDS = r"身份证|证件|身份号|证号|居民身份|实名|\bid\b|identity|national id|\bnric\b|\bssn\b|sfz"
_CARD_CONTEXT = re.compile(
    r"卡号|银行卡|信用卡|储蓄卡|借记卡|工资卡|银联|卡的号|银行账号|银行账户|账号|帐号|\bcard\b|\bvisa\b|mastercard|\bamex\b"
    r"|american express|unionpay|\bacct\b|account (?:number|no)|银行|工行|建行|招行|农行|中行|交行|邮储|浦发|中信|光大|民生|兴业"
    r"|我的卡|这张卡|那张卡|卡是|\bbank\b|\bcvc\b|\bcvv\b|\bexp\b|expiry|valid thru|\bpan\b|primary account number|"
    + folded_words(
        "kartennummer",
        "kreditkarte",
        "karte",
        "tarjeta",
        "carte",
        "クレジット",
        "カード",
        "карта",
        "cartão",
        "carta",
        *(
            "карты",
            "карту",
            "картой",
            "картка",
            "картки",
            "карткою",
            "kartu",
            "karty",
            "kartę",
            "kartou",
            "kart numarası",
        ),
        *("kortet", "kortnummer", "kortnummeret", "bankkort", "kreditkort", "kaart", "kaartnummer", "creditcard"),
        *("kartı", "kartım", "kredi kartı", "kártya", "kártyaszám", "κάρτα", "κάρτας", "cartão de crédito"),
        *(
            "thẻ tín dụng",
            "số thẻ tín dụng",
            "บัตร",
            "כרטיס",
            "בכרטיס",
            "بطاقة",
            "البطاقة",
            "कार्ड",
            "pay with",
            "charge it to",
        ),
        *("charge my", "kortti", "kortin", "cardul", "numărul cardului"),
    )
    + "|카드"
)
_PROVINCES = frozenset(
    "11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 83 91".split()
)
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK_CHARS = "10x98765432"
_PHONE_REGIONS = ("CN", "US", "GB", "HK", "SG", "JP", "TW", "AU", "CA", "DE", "FR", "KR", "IN", "MY")
# Next to a phone word, a national number of these regions too.
_MORE_PHONE_REGIONS = (
    "NL", "BE", "IT", "ES", "PT", "PL", "CZ", "HU", "RO", "GR", "TR", "FI", "SE", "NO", "DK", "AT", "CH", "IE",
    "RU", "UA", "IL", "SA", "AE", "EG", "IN", "PK", "BD", "ID", "VN", "TH", "PH", "BR", "MX", "AR", "ZA", "NG",
    "IR", "ET", "HR", "LV", "IS", "KE", "LK", "LT", "EE", "RS", "BG", "SK", "SI", "CY", "MT", "LU", "MA", "DZ",
    "TN", "GH", "TZ", "UG", "NP", "MM", "KH", "MN", "KZ", "UZ", "AZ", "GE", "AM", "BY", "MD", "AL", "MK", "BA",
    "CL", "CO", "PE", "VE", "EC", "UY", "NZ", "QA", "KW", "JO", "LB", "IQ", "CM", "CI", "SN", "ZW", "ZM", "RW",
)  # fmt: skip


def _is_birth_date(yyyymmdd: str) -> bool:
    try:
        born = date(int(yyyymmdd[:4]), int(yyyymmdd[4:6]), int(yyyymmdd[6:8]))
    except ValueError:
        return False
    return date(1900, 1, 1) <= born <= date.today()


def _id_shape(candidate: str) -> bool:
    """18 characters and a plausible birth date."""
    return (
        len(candidate) == 18
        and candidate[:17].isdigit()
        and candidate[17] in "0123456789x"
        and candidate[0] != "0"
        and _is_birth_date(candidate[6:14])
    )


def _id_checksum_ok(candidate: str) -> bool:
    weighted = sum(int(digit) * weight for digit, weight in zip(candidate, _ID_WEIGHTS))
    return _ID_CHECK_CHARS[weighted % 11] == candidate[17]


def _passes_luhn(digits: str) -> bool:
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = int(char)
        if position % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def _is_amount(run: str, groups: list[str]) -> bool:
    """1,380,013,800 or 12.345.678,00: thousands grouping is money, not a phone."""
    separators = set(_SEPARATOR.findall(run.strip("+")))
    if not (separators <= {",", "."} and len(groups) >= 3 and all(len(g) == 3 for g in groups[1:-1])):
        return False
    if not (len(groups[0]) <= 3 and (groups[0] == "0" or not groups[0].startswith("0"))):
        return False  # "07700.900.320": an amount's first group has at most three digits and no leading zero
    # Cents need the other separator before them (1,234,567.89); one separator kind throughout
    # groups thousands only, so "155.159.932.46" is a number with dots, not money.
    return len(groups[-1]) == 3 or (len(groups[-1]) == 2 and len(separators) == 2)


# Latitude and longitude ("22.1690, 114.9532"): two decimals with three or more places.
_COORDINATES = re.compile(r"-?\d{1,3}\.\d{3,}\s?[,/]\s?-?\d{1,3}\.\d{3,}")


def _is_dotted_quad(run: str) -> bool:
    """An IPv4 address or block (every part at most 255), not a number grouped with dots."""
    match = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::\d+|/\d{1,2})?", run.strip())
    return bool(match) and all(int(part) <= 255 for part in match.groups())


def _mobile_windows(groups: list[str]) -> Iterator[str]:
    for start in range(len(groups) - 2):
        window = groups[start : start + 3]
        if tuple(map(len, window)) == (3, 4, 4):
            yield "".join(window)


def _valid_phone(number: str, region: str | None) -> phonenumbers.PhoneNumber | None:
    try:
        parsed = phonenumbers.parse(number, region)
    except phonenumbers.NumberParseException:
        return None
    return parsed if phonenumbers.is_valid_number(parsed) else None


def _possible_phone(number: str, shortest: int = 7) -> phonenumbers.PhoneNumber | None:
    try:
        parsed = phonenumbers.parse(number, None)
    except phonenumbers.NumberParseException:
        return None
    # the full length, not a local number's ("+1 555 0100" lacks its area code)
    full = phonenumbers.is_possible_number_with_reason(parsed) == phonenumbers.ValidationResult.IS_POSSIBLE
    return parsed if full and len(str(parsed.national_number)) >= shortest else None


def _possible_national(number: str, region: str) -> bool:
    try:
        return phonenumbers.is_possible_number(phonenumbers.parse(number, region))
    except phonenumbers.NumberParseException:
        return False


# One or two digits in square brackets, or two such groups in parentheses: numbered references.
_BRACKETED_REFERENCES = re.compile(r"\[\s?\d{1,2}\s?\]|(?:\(\s?\d{1,2}\s?\)\W*){2}")


def _number_hits(view: FoldedText) -> Iterator[Hit]:
    text = view.text
    for run_match in _NUMBER_RUN.finditer(text):
        run = run_match.group()
        start, end = run_match.span()
        digits = re.sub(r"[^0-9x]", "", run)
        if len(re.sub(r"\D", "", digits)) < 7:
            continue
        groups = [g for g in _SEPARATOR.split(run.replace("+", "")) if g]
        if _is_dotted_quad(run) or _COORDINATES.fullmatch(run.strip()):
            continue
        if _BRACKETED_REFERENCES.search(run):
            continue  # "[12] [13] [14] [15]": references, not a phone's groups
        # "手机号 612.345.678": a Spanish mobile grouped like thousands, said to be a phone.
        bare = digits.rstrip("x")
        # The exit code before a country code: "00" in most of the world, "011" from North America
        # ("Dial 011 44 20 7946 0465"), written as a group of its own and not after an order's label.
        exit_code = (
            "00"
            if bare.startswith("00") and not bare.startswith("000")
            else "011"
            if groups[:1] == ["011"] and not _SERIAL_CONTEXT.search(text, max(0, start - 24), start)
            else ""
        )
        international = run.lstrip().startswith(("+", "(+")) or bool(exit_code)
        # "+61.412.345.678": money has no country code; a valid number after "+" is a phone.
        amount = (
            _is_amount(run, groups)
            and not (_PHONE_CONTEXT.search(text, max(0, start - 16), start) and not UNIT_AFTER.match(text, end))
            and not (run.lstrip().startswith("+") and _valid_phone("+" + bare, None) is not None)
        )
        # Chinese mobile: the whole run, one unbroken group, or a 3-4-4 window; not a part or
        # product number ("part no. 138-3321-4175-B"), which a label names or a letter ends.
        part_number = (
            _PART_NUMBER_LEAD.search(text[max(0, start - 16) : start])
            or re.match(r"[-/][a-z]\b", text[end:])
            or _named_public(text, start)
        )
        # "1-800-555-0184": North America's 1-3-3-4 grouping, not a Chinese mobile starting 180
        north_american = [len(g) for g in groups] == [1, 3, 3, 4] and groups[0] == "1"
        if (
            not amount
            and not part_number
            and not north_american
            and any(_MOBILE.fullmatch(c) for c in {bare, *groups, *_mobile_windows(groups)})
        ):
            yield MOBILE, start, end
            continue
        if international and not amount:
            # "+49 (0) 89 …": the trunk prefix in parentheses is not dialled after a country code.
            trunk_free = re.sub(r"\(\s?0\s?\)", "", run)
            bare_trunk_free = re.sub(r"[^0-9]", "", trunk_free) if trunk_free != run else bare
            number = "+" + (bare_trunk_free[len(exit_code) :] if exit_code else bare_trunk_free)
            # A number written with its country code is a phone number even when libphonenumber
            # cannot tell whether the range is allocated (reserved fiction ranges, new blocks).
            # Six digits after the country code are a whole number in small countries (the
            # Faroes, Greenland, Andorra): a phone when a phone word says so ("ring á +298 99 28 06").
            called = _PHONE_CONTEXT.search(text, max(0, start - 24), start) is not None
            parsed = _valid_phone(number, None) or _possible_phone(number, 6 if called else 7)
            if parsed is None and number.startswith("+521"):
                parsed = _valid_phone("+52" + number[4:], None)  # Mexico's mobile "1", dropped in 2019, still written
            if parsed is not None and _business_line(parsed):
                continue  # "+1 800 555 0146": a toll-free line belongs to a business
            if parsed is not None:
                yield (MOBILE if parsed.country_code == 86 else PHONE), start, end
                continue
            if run.lstrip().startswith("+"):
                continue  # "+1 555 0100": a country code, then too few digits for that country
        if 15 <= len(digits) <= 18 and (reason := _id_reason(digits, groups, text, start, end)):
            yield reason, start, end
            continue
        if 13 <= len(bare) <= 19 and bare.isdigit() and (reason := _card_reason(bare, groups, text, start, end)):
            yield reason, start, end
            continue
        if len(bare) > 19 and (window := _card_window(groups)) and _card_reason(window, groups, text, start, end):
            yield BANK_CARD, start, end  # "4049.0542.7075.9444 12/29": the card, then its expiry
            continue
        if not amount and 7 <= len(bare) <= 12 and bare.isdigit() and _national_phone(run, bare, view, start, end):
            prefix = _CODE_PREFIX.search(text, max(0, start - 12), start)
            if prefix is None or prefix.group().endswith(("tel-", "tlf-", "mob-", "cell-", "fax-", "ph-", "phone-")):
                yield PHONE, start, end
        elif (
            not amount
            and 13 <= len(bare) <= 15
            and bare.isdigit()
            and _long_number_said_to_be_a_phone(bare, groups, text, start, end)
        ):
            yield PHONE, start, end


# "IRN-1245-9276-4001", "INV-2024-0098123", "WA-IV.4084.66.2026": letters joined to the digits
# by a dash (or, after a dashed code, a dot) make a code.
_CODE_PREFIX = re.compile(r"[a-z]{2,}-$|[a-z]+-[a-z]+\.$")


_PART_NUMBER_LEAD = re.compile(
    r"(?:(?<![a-z])(?:part|p/n|pn|sku|item|model|catalog|cat|art|article|product|serial)(?:\s*(?:no|nr|number|#|code))?\.?\s*[:#]?\s*"
    r"|货号|型号|零件号|配件号|物料号|产品编号)$"
)
# A handset's or a SIM's number (IMEI, MEID, ICCID, 串号): it passes Luhn as a card's does.
_DEVICE_WORDS = r"(?<![a-z])(?:imei|meid|iccid)(?![a-z])|串号"
# Labels of machine-issued numbers: one of them names what an 18-digit run is, unless an ID word
# is there too (one in eleven random runs has a valid check digit).
_SERIAL_CONTEXT = re.compile(
    r"流水号|订单号|订单编号|单号|交易号|交易编号|运单|快递|物流|工单|序列号|编号|批次|发票号|票号|凭证号|快照|版本号|提交|"
    + _DEVICE_WORDS
    + r"|(?<![a-z])(?:order|tracking|serial|transaction|txn|invoice|ref|reference|batch|ticket|build|commit|request|trace|snowflake)(?![a-z])"
    # an order, a parcel or a case file in other languages
    + r"|(?<![a-z])(?:"
    + folded_words(
        *("заказ", "заказа", "заказу", "посылки", "трек", "накладной", "замовлення", "bestellung", "bestellnummer"),
        *("auftrag", "auftragsnummer", "sendung", "sendungsnummer", "aktenzeichen", "commande", "colis", "dossier"),
        *("pedido", "encomenda", "expediente", "ordine", "spedizione", "pratica", "zamówienia", "zamówienie"),
        *("przesyłki", "sygnatura", "sprawy", "objednávky", "objednávka", "zásilky", "sipariş", "siparişi", "kargo"),
        *("pesanan", "resi", "đơn hàng", "vận đơn", "bestelling", "zending", "order-id", "ordernummer", "tilaus"),
        *("rendelés", "παραγγελία", "הזמנה", "طلب", "سفارش", "ऑर्डर", "注文", "주문", "운송장", "คำสั่งซื้อ", "พัสดุ"),
        *("آرڈر", "অর্ডার", "ஆர்டர்", "ఆర్డర్", "ಆರ್ಡರ್", "ഓർഡർ", "ઓર્ડર", "ਆਰਡਰ", "ଅର୍ଡର", "ការបញ្ជាទិញ", "ຄຳສັ່ງຊື້"),
    )
    + r")(?![a-z])"
)


def _id_reason(digits: str, groups: list[str], text: str, start: int, end: int) -> str | None:
    candidates = {digits, *(g for g in groups if len(g) == 18)}
    in_context = _near(text, start, end, _ID_CONTEXT, 30)
    if not in_context and _near(text, start, end, _SERIAL_CONTEXT, 16):
        return None
    for candidate in candidates:
        if not _id_shape(candidate):
            continue
        # A valid check digit with a real province code is an ID anywhere; next to an ID word a
        # typo (bad check digit) or an unusual region code still identifies a person.
        if _id_checksum_ok(candidate) and (candidate[:2] in _PROVINCES or in_context):
            return ID_CARD
        if in_context and candidate[:2] in _PROVINCES:
            return ID_CARD
    # First-generation 15-digit IDs: region + yymmdd + sequence, only next to an ID word.
    if len(digits) == 15 and digits.isdigit() and digits[:2] in _PROVINCES and _near(text, start, end, _ID_CONTEXT, 30):
        if _is_birth_date("19" + digits[6:12]):
            return ID_CARD
    return None


_NOT_BANK_CARD = re.compile(
    r"会员|积分|公交|饭卡|校园|门禁|借书|图书|健身|储值|购物|礼品|加油|sim|存储|sd|显卡|网卡|声卡|gift|loyalty|member|library|sim card|graphics|sd card"
)


# Card numbers the payment processors publish for testing (Stripe, Braintree, Adyen): with a
# word for testing near them, they are documentation, not anyone's card.
_TEST_CARD_NUMBERS = frozenset(
    """4242424242424242 4000056655665556 5555555555554444 2223003122003222 5200828282828210 5105105105105100
    378282246310005 371449635398431 6011111111111117 6011000990139424 3056930009020004 36227206271667
    3566002020360505 6200000000000005 4111111111111111 4012888888881881 5431111111111111 4000000000000002
    4000000000009995 4000000000000077 4000000000003220""".split()
)
_TEST_CONTEXT = re.compile(
    r"(?<![a-z])(?:test|tests|testing|sandbox|docs|documentation|dummy|fake|sample|staging|qa|stripe|braintree|adyen)(?![a-z])"
    r"|测试|テスト|테스트"
)


_DEVICE_NUMBER = re.compile(_DEVICE_WORDS)


_LABEL_TO_NUMBER = re.compile(
    r"\W{0,3}(?:(?:number|nummer|numero|número|numer|no|nr|n°|номер|번호|号码|号|號|番号)\W{0,3})?"
    r"(?:(?:is|es|est|ist|è|é|era|was|lautet|jest|是|为|為)\W{0,3})?"
)


def _labelled_right_before(text: str, start: int) -> bool:
    """A word for an order or a parcel, whole, labels the number right after it: "Bestellnummer
    642-0343180-…", "주문번호 20261208-6052653", "La referencia del pedido es 4117…"; not
    "Refund request for 5425 …"."""
    return any(
        _LABEL_TO_NUMBER.fullmatch(text, label.end(), start)
        and not _CARD_CONTEXT.search(text, max(0, label.start() - 20), label.start())  # "Numer karty do zamówienia: …"
        for label in _SERIAL_CONTEXT.finditer(text, max(0, start - 40), start)
    )


def _card_reason(bare: str, groups: list[str], text: str, start: int, end: int) -> str | None:
    if bare in _TEST_CARD_NUMBERS and _near(text, start, end, _TEST_CONTEXT, 60):
        return None  # "Stripe's docs list 4242 4242 4242 4242 as the test card"
    if _labelled_right_before(text, start):
        return None  # "주문번호 20261208-6052653 … 카드사 취소": the order's number, labelled right before it
    if (device := _DEVICE_NUMBER.search(text, max(0, start - 40), start)) and not re.search(
        r"[.,;!?]", text[device.end() : start]
    ):
        return None  # "the IMEI number on the box is 3515…": a handset's number passes Luhn as a card's does
    in_context = _near(text, start, end, _CARD_CONTEXT, 30) and not _near(text, start, end, _NOT_BANK_CARD, 30)
    issuer = (
        bare[0] in "3456" or 2221 <= int(bare[:4]) <= 2720 or 2200 <= int(bare[:4]) <= 2204
    )  # Mastercard 2-series, Mir
    if len(bare) == 13 and not in_context and (bare[0] != "4" or ean.is_valid(bare)):
        return None  # of cards only Visa's oldest had 13 digits; a product's EAN-13 bar code is far commoner
    if _passes_luhn(bare) and (in_context or (issuer and not _near(text, start, end, _SERIAL_CONTEXT, 16))):
        return BANK_CARD
    # A typo in a card number next to the word "card" still points at the card.
    if in_context and 15 <= len(bare) <= 19:
        return BANK_CARD
    return None


def _card_window(groups: list[str]) -> str | None:
    """Leading groups of a longer run that form a Luhn-valid card number (13-19 digits)."""
    joined = ""
    for group in groups:
        joined += group
        if 13 <= len(joined) <= 19 and joined.isdigit() and _passes_luhn(joined):
            return joined
        if len(joined) > 19:
            return None
    return None


# Lines that belong to a business, by their range (libphonenumber's number types): toll-free,
# shared-cost, premium-rate and universal access numbers reach a company, never a person.
_BUSINESS_LINE_TYPES = frozenset(
    {
        phonenumbers.PhoneNumberType.TOLL_FREE,
        phonenumbers.PhoneNumberType.SHARED_COST,
        phonenumbers.PhoneNumberType.PREMIUM_RATE,
        phonenumbers.PhoneNumberType.UAN,
    }
)
_LOTTERY = re.compile(
    r"lotto|loto|lottery|lotería|loteria|lotterie|jackpot|powerball|euromillions|双色球|大乐透|彩票|开奖|ロト|로또|"
    r"(?<![a-z])(?:tirage|draw|drawing|sorteo|sorteio|estrazione|ziehung)(?![a-z])"
)


def _business_line(parsed: phonenumbers.PhoneNumber) -> bool:
    return phonenumbers.number_type(parsed) in _BUSINESS_LINE_TYPES


def _named_public(text: str, start: int, digits: int = 0) -> bool:
    """A label right before the number names a public thing (an order, a hotline, a room …);
    not when that label is a phone word ("номер" is a hotel room and a phone number), nor when
    a place that takes short numbers (a flat, a room, a seat) comes before ten digits or more
    ("Landline at the flat: 020·7946·0413")."""
    if NUMBER_OF_A_THING.search(text, max(0, start - 60), start):
        return True  # "Номерът на товарителницата от куриера е 9707184619"
    label = PUBLIC_NUMBER_LABEL.search(text, max(0, start - 40), start)
    if label is None or _PHONE_CONTEXT.search(label.group("thing")) or _LINE.search(label.group("thing")):
        return False
    return not (digits >= 10 and _SHORT_NUMBER_THING.fullmatch(label.group("thing").strip()))


# Things whose numbers are short: a ten-digit number after one of them is something else.
_SHORT_NUMBER_THING = re.compile(
    r"room|rm|suite|zimmer|flat|floor|apartment|apt|seat|gate|platform|page|chapter|etage|étage|piso|andar|piano"
    r"|habitación|chambre|camera|stanza|kamer|pokój|komnata|комната|cep"
)


_LINE = re.compile(r"(?<![a-z])(?:line|linie|linea|línea|linje|linia)(?![a-z])")  # a bus line, and an office line
# Where a line rings: a home or an office, in the languages of the phone words.
_PLACE_OF_A_LINE = re.compile(
    r"(?<![a-z])(?:"
    + folded_words(
        # whole words that say nothing else: "iş" folds to "is", "dom" and "家" sit inside other words
        "home",
        "office",
        "direct line",
        "desk",
        "casa",
        "domicile",
        "maison",
        "bureau",
        "privat",
        "zuhause",
        "büro",
        "dienstlich",
        "geschäftlich",
        "thuis",
        "kantoor",
        "hemma",
        "kontor",
        "ufficio",
        "oficina",
        "escritório",
        "домашний",
        "рабочий",
        "офис",
        "自宅",
        "办公室",
        "자택",
    )
    + r")(?![a-z])"
)


_CURRENCY_BEFORE = re.compile(r"[$€£¥₹₩₽₺₫฿₱₦₴₪]\s?$")
_NORTH_AMERICAN_TOLL_FREE = frozenset({"800", "833", "844", "855", "866", "877", "888"})


# A contact list's line: one to three words of letters (a name) around the number, and nothing
# else but a dash, a colon, a comma or brackets.
_NAME_WORDS = r"[^\W\d_][^\W\d_'.\-]*(?:[\s.\-][^\W\d_][^\W\d_'.\-]*){0,2}"
_CONTACT_BEFORE = re.compile(rf"(?:^|\n)\s*(?P<name>{_NAME_WORDS})\s*[—–\-:,(]?\s*$")
_CONTACT_AFTER = re.compile(
    rf"\s*(?:[—–\-:,]\s*(?P<name>{_NAME_WORDS})|\(\s*(?P<bracketed>{_NAME_WORDS})\s*\))\s*[.!]?\s*(?:\n|$)"
)
_LINE_END = re.compile(r"\s*[.!]?\s*(?:\n|$)")


def _contact_entry(view: FoldedText, start: int, end: int) -> bool:
    text = view.text
    line_start = text.rfind("\n", 0, start) + 1
    before = _CONTACT_BEFORE.search(text, line_start, start)
    after = _CONTACT_AFTER.match(text, end)
    if before and _LINE_END.match(text, end):
        name_start, name = before.start("name"), before.group("name")
    elif after and not text[line_start:start].strip():
        group = "name" if after.group("name") else "bracketed"
        name_start, name = after.start(group), after.group(group)
    else:
        return False
    # A name is capitalised as written ("timestamp 1650788081", "学号 2021011234" are labels),
    # and no label of a number ("Order — 0803 412 7759", "Hotline: 0800 …").
    if not view.original[view.origin[name_start]].isupper():
        return False
    return not (_SERIAL_CONTEXT.search(name) or PUBLIC_NUMBER_LABEL.search(name + " ") or _PHONE_CONTEXT.search(name))


def _label_closer_than_phone_word(text: str, start: int) -> bool:
    """In the clause before a number, a word for an order, a parcel or a case comes after every
    phone word ("номер" is any number): the number is what that word names."""
    clause = re.split(r"[.;!?。；！？\n]", text[max(0, start - 40) : start])[-1]
    labels = [match.end() for match in _SERIAL_CONTEXT.finditer(clause)]
    # A word for "number" right after the label is the label's ("د سفارش شمېره", order number).
    phone_words = [
        match.end()
        for match in _PHONE_CONTEXT.finditer(clause)
        if not any(0 <= match.start() - label <= 2 for label in labels)
    ]
    return bool(labels) and max(labels) > max(phone_words, default=-1)


_MOBILE_GROUPS = re.compile(r"\d{2,5}")
_PUBLIC_THING_BEFORE = re.compile(PUBLIC_THING)
# Lottery draws: two-digit numbers in rising order ("04 11 23 35 41").
_ASCENDING_PAIRS = re.compile(r"0\d(?:\W+\d\d)+")


def _mobile_somewhere_and_no_business_line(bare: str) -> bool:
    """A mobile range of some region, and never a business's line in the main regions nor free to
    call anywhere ("0800 184 4356", "0120-943-206")."""
    mobile = False
    for region in (*_PHONE_REGIONS, *_MORE_PHONE_REGIONS):
        parsed = _valid_phone(bare, region)
        if parsed is None:
            continue
        kind = phonenumbers.number_type(parsed)
        if kind == phonenumbers.PhoneNumberType.TOLL_FREE or (region in _PHONE_REGIONS and _business_line(parsed)):
            return False
        mobile = mobile or kind == phonenumbers.PhoneNumberType.MOBILE
    return mobile


def _international_format(parsed: phonenumbers.PhoneNumber) -> str:
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.INTERNATIONAL)


def _long_number_said_to_be_a_phone(bare: str, groups: list[str], text: str, start: int, end: int) -> bool:
    """13-15 digits next to a phone word: a number written with its country code and no "+"
    ("Benim numaram 964 791 234 5678"), or a national one that long ("011 15-2345-6789", a
    Buenos Aires mobile with its area code). Shorter runs are `_national_phone`'s. Groups of
    three after the first are thousands ("my phone cost 1 299 000 000 000 dong")."""
    if len(groups) >= 4 and all(len(group) == 3 for group in groups[1:]):
        return False
    # Written in groups as a phone is, not one unbroken run: a timestamp in milliseconds, a bar
    # code or an account number next to "номер" or "número" is a single run of digits.
    if len(groups) < 3:
        return False
    if not _near(text, start, end, _PHONE_CONTEXT, 20) or _SERIAL_CONTEXT.search(text, max(0, start - 24), start):
        return False
    with_country_code = _valid_phone("+" + bare, None)
    if max(map(len, groups)) > 5:
        # A long group only where the country's own plan writes one ("880 1812-345678")
        return (
            with_country_code is not None
            and not _business_line(with_country_code)
            and [len(group) for group in groups]
            == [len(group) for group in re.findall(r"\d+", _international_format(with_country_code))]
        )
    if with_country_code is not None and not _business_line(with_country_code):
        return True
    if not bare.startswith("0") and with_country_code is None:
        return False  # without a trunk "0", only a number after its country code
    national = (_valid_phone(bare, region) for region in _MORE_PHONE_REGIONS)
    return any(parsed is not None and not _business_line(parsed) for parsed in national)


def _national_phone(run: str, bare: str, view: FoldedText, start: int, end: int) -> bool:
    text = view.text
    if _CURRENCY_BEFORE.search(text, max(0, start - 2), start):
        return False  # "金额 ¥12,860.00" next to "发票号码": an amount of money
    stripped = run.strip()
    unmistakable = bool(
        re.match(r"\(\d{2,4}\)\s?[.\-·•∙⋅/]?\s?\d", stripped)  # (415) 555-0132, (020) 7946 0958, (212)·555·0176
        or re.fullmatch(r"0\d{2,3}\s?-\s?\d{7,8}", stripped)  # 010-12345678, 0755-88881234
    )
    # A full-length number may sit further from its phone word ("UK mobile, dots because the
    # form hates spaces: 07700.900.320") than a short one, which could be anything.
    in_context = _near(text, start, end, _PHONE_CONTEXT, 20 if len(bare) < 9 else 48)
    # "home: 020 7946 0123", "ufficio 06 1234 5678": a place named next to a full number valid there
    placed = not in_context and len(bare) >= 9 and _near(text, start, end, _PLACE_OF_A_LINE, 20)
    # "Jess — 07700 900582", "067 384 52 19 (Оля)": a line that holds a name and a grouped number
    # only ("Timestamp 1650788081" is one unbroken run)
    grouped = re.search(r"\d[\s.\-]+\d", run) is not None
    placed = placed or (not in_context and len(bare) >= 9 and grouped and _contact_entry(view, start, end))
    # "Ffonia fi ar 07700 900 938", "Tawagi ko sa 0985—870—6932": in a language whose phone words
    # no rule knows, a trunk "0", three groups or more and a mobile range of some country.
    mobile_shaped = (
        not (unmistakable or in_context or placed)
        and 9 <= len(bare) <= 12
        and bare.startswith("0")
        and len(_MOBILE_GROUPS.findall(stripped)) >= 3
        and not _ASCENDING_PAIRS.fullmatch(stripped)
        and not re.search(r"[^\W\d_][/\-]$", text[max(0, start - 2) : start])  # "FV/0259/06/2024"
        and not DATE.search(stripped)
        and not _PUBLIC_THING_BEFORE.search(text, max(0, start - 40), start)  # "vårt växelnummer är 0771-…"
        and _mobile_somewhere_and_no_business_line(bare)
    )
    placed = placed or mobile_shaped
    if not (unmistakable or in_context or placed):
        return False
    if _SERIAL_CONTEXT.search(text, max(0, start - 8), start) or _named_public(text, start, len(bare)):
        return False  # "合格证编号 7692385413，不是维保电话", "Ordine numero 8131622499": the label says what it is
    if _label_closer_than_phone_word(text, start):
        return False  # "Номер заказа в интернет-магазине 94773686-1442": the order's number
    if _LOTTERY.search(text):
        return False  # "Tirage du Loto : 13 - 14 - 19 - 57 - 69"
    if len(bare) == 11 and bare[0] == "1" and bare[1:4] in _NORTH_AMERICAN_TOLL_FREE:
        return False  # "toll-free at 1-800-555-0111": a business's line, even in the range for fiction
    if placed and not unmistakable:
        return any(
            (parsed := _valid_phone(bare, region)) is not None and not _business_line(parsed)
            for region in (*_PHONE_REGIONS, *_MORE_PHONE_REGIONS)
        )
    if len(bare) == 11 and bare.startswith("1"):
        # Shaped like a Chinese mobile but not one (12345678901), unless, next to a phone word, a
        # North American number with its country code ("1-415-555-0132"; not a toll-free line)
        # or a São Paulo mobile ("11 98765 4321").
        if not in_context or bare in "0123456789" * 2:
            return False  # "12345678901 这个号码不对吧": counting, not a number
        north_american = _valid_phone("+" + bare, None)
        if north_american is not None and north_american.country_code == 1:
            return not _business_line(north_american)
        return _valid_phone(bare, "BR") is not None
    if len(bare) == 10 and bare.startswith(("400", "800")):
        return False  # a company's toll-free line (400-820-8820) identifies no person
    business = False
    for region in _PHONE_REGIONS:
        parsed = _valid_phone(bare if not stripped.startswith("(") else re.sub(r"[^\d()+]", " ", stripped), region)
        if parsed is not None:
            # A short run is valid somewhere as a service number ("1380013" in Germany): only a
            # full-length number is judged by its range.
            if len(bare) >= 9 and _business_line(parsed):
                business = True
                continue
            return True
    if business:
        return False  # "1-800-555-0146", "0800 184 4356": a business's line
    # Next to a phone word, a country code written without "+" (852-9876-5432) still counts,
    # and so does a full national number in a range libphonenumber calls unallocated (07700 900…,
    # the UK's range for fiction, which test data and cautious people use).
    if in_context and _valid_phone("+" + bare, None) is not None:
        return True
    if in_context and bare.startswith("0") or len(bare) >= 9:
        for region in _MORE_PHONE_REGIONS if in_context else ():
            parsed = _valid_phone(bare, region)
            if parsed is not None and not _business_line(parsed):
                return True
    if (
        in_context
        and len(bare) >= 10
        and bare.startswith("0")
        and any(_possible_national(bare, region) for region in _PHONE_REGIONS)
    ):
        return True
    # A local number with no area code ("座机 8765 4321") is still a number to call.
    return in_context and 7 <= len(bare) <= 8 and len(set(bare)) > 2


# --------------------------------------------------------------------------------------------
# E-mail, also written out
# --------------------------------------------------------------------------------------------

_TLDS = (
    r"com|net|org|edu|gov|mil|int|cn|io|co|uk|de|jp|fr|ru|me|info|biz|us|hk|tw|sg|ai|dev|app|xyz|ca|au|in|kr"
    r"|it|es|nl|se|ch|top|vip|email|mail|online|site|tech|cc|tv|eu|br|mx|vn|id|tr|pl|th|my|ph|ar|cl|pe|za|ng|ke"
    r"|eg|sa|ae|il|ir|pk|bd|gr|cz|hu|ro|ua|kz|fi|dk|no|at|be|pt|ie|nz"
    r"|bg|hr|lt|lv|ee|si|sk|rs|ba|mk|lk|np|tz|ug|gh|cat|eus|ge|az|uz|lu|mt|cy|tn|dz|al|md|by|mn|kh|qa|kw|om|jo|lb"
    # more country codes; not those that are everyday words ("so", "is", "am", "la", "re", "ne", "to", "do")
    r"|et|sn|cm|ci|rw|zw|zm|mw|mz|ao|ma|ly|sd|ps|iq|sy|ye|af|tj|kg|tm|mv|bt|bn|fj|ws|pg|nu|gl|fo|ad|li|mc|pr|cu"
    r"|jm|ve|ec|bo|py|uy|gt|hn|ni|sv|cr|pa|ht|bw|mg|mu|cd|bj|bf|gn|sl|lr|gm|cv|mo|im|je|gg|ax|ky|bm|bb|bs|bz|gy"
    r"|sr|gal|bzh|scot|wales|cymru|asia|africa|shop|store|blog|club|mobi|travel"
)
# The top-level domain written in the text's own script ("ramesh एट example डॉट कॉम"); not in
# Cyrillic or Greek, which fold into Latin letters ("ком" reads "kom", "нет" "het").
_SCRIPT_TLDS = folded_words(
    "कॉम", "নেট", "কম", "காம்", "كوم", "کام", "קום", "คอม", "コム", "컴", "ኮም", "नेट", "نت", "נט",
    "เน็ต", "ネット", "넷", "ओआरजी", "इन", "ইন",
)  # fmt: skip
_TLD_END = rf"(?:(?:{_TLDS}|{_SCRIPT_TLDS})(?![\w/]|'s))"
# "at" and "dot" as people spell them out to dodge scrapers, in several languages.
_AT_WORDS = folded_words(
    "at",
    "arroba",
    "arobase",
    "chez",
    "собака",
    "собачка",
    "chiocciola",
    "klammeraffe",
    "at sign",
    "at-sign",
    "골뱅이",
    "앳",
    "アットマーク",
    "アット",
    "snabel-a",
    "snabela",
    "kissanhäntä",
    "miukumauku",
    "małpa",
    "apenstaartje",
    "krøllalfa",
    "alfakrøll",
    "zavináč",
    "kukac",
    "at işareti",
    "et işareti",
    "кльомба",
    "маймунка",
    "мајмунче",
    "majmunče",
    "manki",
    "afna",
    "eta",
    "aapstert",
    "arrova",
    "অ্যাট",
    "அட்",
    "ایٹ",
    "اَت",
    "እት",
    "a còng",
    "a móc",
    "آت",
    "ات",
    "παπάκι",
    "равлик",
    "שטרודל",
    "एट",
    "แอท",
    "arond",
    # Belarusian, Esperanto, Haitian Creole
    "сабачка",
    "ĉe",
    "arobaz",
    # Georgian, Armenian, Kazakh, Welsh, Uzbek, Icelandic; "at" in the Indic, Sinhala, Khmer,
    # Lao, Burmese and Mongolian scripts
    "ძაღლუკა",
    "շնիկ",
    "айқұлақ",
    "malwen",
    "kuchukcha",
    "att-merki",
    "ეთ",
    "էթ",
    "അറ്റ്",
    "ఎట్",
    "ಅಟ್",
    "એટ",
    "ਐਟ",
    "ඇට්",
    "អាត់",
    "ແອັດ",
    "အက်",
    "эт",
)
_DOT_WORDS = folded_words(
    "dot", "punto", "point", "punkt", "точка", "ponto", "period", "점", "닷", "ドット", "kropka", "punt", "prik",
    "piste", "tečka", "pont", "nokta", "chấm", "titik", "دوت", "دات", "نقطة", "τελεία", "крапка", "נקודה",
    "डॉट", "ดอท", "punct", "punktum",
    "тачка", "tačka", "točka", "taškas", "punkts", "punktur", "bodka", "ডট", "புள்ளி", "نقطه", "tuldok", "ነጥብ",
    "nukta", "pikë", "pika", "teleia", "tochka", "बिंदु", "ডট", "নকতা", "டாட்", "ڈاٹ",
    "кропка", "punkto", "pwen", "puntu", "pwynt", "ponc", "doti", "ዶት",
    "წერტილი", "կետ", "нүкте", "nuqta", "nöqtə", "цэг", "чекит", "нуқта", "nokat", "нокта", "digo", "dhibic",
    "teboka", "ichashaza", "פונקט", "തിത", "තිත", "ඩොට්", "ഡോട്ട്", "డాట్", "ಡಾಟ್", "ડોટ", "ਡੌਟ", "ចុច",
    "ຈຸດ", "အစက်", "डट",
)  # fmt: skip
_AT_WORD = (
    r"(?:\s*@\s*|\s*[\[({<【（]\s*(?:" + _AT_WORDS + r"|@|艾特|アット)\s*[\])}>】）]\s*"
    r"|\s+(?:" + _AT_WORDS + r")\s+|\s*[-_](?:at)[-_]\s*|\s*(?:艾特|アット|圈a|at符号|小老鼠)\s*|\s*\(a\)\s*"
    r"|\s*%40\s*|\s*&#0*64;\s*|\s*&commat;\s*)"
)
_DOT_WORD = (
    r"(?:\s*\.\s*|\s*[\[({<【（]\s*(?:" + _DOT_WORDS + r"|\.|点|ドット)\s*[\])}>】）]\s*"
    r"|\s+(?:" + _DOT_WORDS + r")\s+|\s*[-_]dot[-_]\s*|\s*(?:点|ドット)\s*|\s*。\s*|\s*&#0*46;\s*|\s*%2e\s*)"
)
# Mail providers whose name alone says where the mailbox is ("jdoe88 at gmail").
_MAIL_PROVIDERS = (
    r"gmail|googlemail|hotmail|outlook|yahoo|icloud|protonmail|proton|qq|foxmail|163|126|yeah|sina|sohu|aliyun"
    r"|139|189|naver|daum|hanmail|yandex|gmx|mail\.ru|live"
)
_EMAIL_CONTEXT = re.compile(
    r"邮箱|邮件|郵箱|电邮|e-?mail|\bmail\b|correo|courriel|почта|メール|메일|inbox|写信|发信|联系我"
)
_EMAIL_PROVIDER_ONLY = re.compile(
    rf"(?<![a-z0-9._%+\-])([a-z0-9][a-z0-9._%+\-]*(?:\s+(?:{_DOT_WORDS})\s+[a-z0-9][a-z0-9._%+\-]*)*){_AT_WORD}(?:{_MAIL_PROVIDERS})(?![a-z0-9])"
)
# "zhou_min#qq.com（#换成@）": the text says which character stands for the @.
_AT_STAND_IN = re.compile(
    r"([#*&$!~^%]|[\u4e00-\u9fff])\s*(?:换成|替换成|替换为|改成|改为|代替|代表|replaced? (?:it )?(?:with|by)|means|=|->|→)\s*[\"'“”]?@"
)
_EMAIL_PLAIN = re.compile(
    r"(?<![a-z0-9._%+\-])[a-z0-9][a-z0-9._%+\-]*(?:@| @ ?)[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?(?:\.[a-z0-9\-]+)*\.([a-z]{2,24})(?![a-z0-9])"
)
# Words that stand before "at" in prose ("the page is at example dot org", "meet at noon"):
# never the mailbox name of a written-out address.
_PROSE_BEFORE_AT = (
    r"(?!(?:is|was|are|were|be|been|me|us|it|him|her|them|you|we|they|i|and|or|here|there|page|site|online|available"
    r"|located|hosted|live|lives|meet|see|look|stay|work|works|arrive|arrives|home|back|up|out|in|on|him|one|all"
    r"|met|saw|seen|worked|working|spoke|talked|arrived|stayed|staying|shop|shopped|bought|ordered|booked|visited"
    r"|found|sold|posted|signed|started|interned|studied|hired|joined|left)\s)"
)
_EMAIL_WRITTEN = re.compile(
    # a hyphen joins a Hebrew or Arabic preposition to the name ("ל-yael.m82 שטרודל …")
    rf"(?<![a-z0-9._%+])(?<![a-z0-9._%+]-){_PROSE_BEFORE_AT}[a-z0-9][a-z0-9._%+\-]*{_AT_WORD}[a-z0-9][a-z0-9\-]*(?:{_DOT_WORD}[a-z0-9\-]+)*?"
    rf"{_DOT_WORD}{_TLD_END}"  # "the form at example.net/contact" is a page, "example.org's booth" a firm
)
# Indonesian, Malay and Turkish say "et" for @, which is also French for "and"; others read
# the @ as their word for "at" or "in" (Tagalog "sa", Swahili "kwa", Albanian "në"; Greek
# "papaki" typed in Latin letters; German "bei", Dutch "bij", Icelandic "hjá", Malagasy
# "amin'ny"): only with a dot spelled out too ("budi et example titik org") is it an address.
# Not "di": Italian's "il sito di example punto it" names a site.
_PREPOSITION_AT_WORDS = folded_words("et", "sa", "kwa", "në", "papaki")
# German "bei", Dutch "bij", Icelandic "hjá", Malagasy "amin'ny" say where one buys or stays
# ("bestellt bei Zalando Punkt de"): only after a mailbox name with a dot spelled out or a
# digit, dot or underscore in it ("anna punkt müller bei beispiel punkt de").
_BY_WORDS = folded_words("bei", "bij", "hjá", "amin'ny")
_EMAIL_WRITTEN_ET = re.compile(
    rf"(?<![a-z0-9._%+\-])[a-z0-9][a-z0-9._%+\-]*\s+(?:{_PREPOSITION_AT_WORDS})\s+[a-z0-9][a-z0-9\-]*(?:\s+(?:{_DOT_WORDS})\s+[a-z0-9\-]+)*?"
    rf"\s+(?:{_DOT_WORDS})\s+{_TLD_END}"
    # Indonesian and Malay "di", Romanian "la" (also "of" and "to"): only after a mailbox name
    # with a digit, dot or underscore ("rizki73 di example titik com", "andrei.v28 (la) example (punct) org")
    rf"|(?<![a-z0-9._%+\-])[a-z0-9._%+\-]*[0-9._][a-z0-9._%+\-]*\s+\(?(?:di|la)\)?\s+[a-z0-9][a-z0-9\-]*"
    rf"\s+\(?(?:{_DOT_WORDS})\)?\s+(?:{_TLDS})(?![a-z0-9])"
    rf"|(?<![a-z0-9._%+\-])(?:[a-z0-9._%+\-]*[0-9._][a-z0-9._%+\-]*|[a-z0-9]+\s+(?:{_DOT_WORDS})\s+[a-z0-9]+)"
    rf"\s+(?:{_BY_WORDS})\s+[a-z0-9][a-z0-9\-]*\s+(?:{_DOT_WORDS})\s+{_TLD_END}"
)
# "olga.semyrina, at example.com": a comma between a mailbox name and the spelled "at". Only a
# name with a dot, digit or underscore: "the conference, at example.org" is prose.
_COMMA_BEFORE_AT = re.compile(rf"(?<![a-z0-9])([a-z0-9._%+\-]*[._0-9][a-z0-9._%+\-]*),(?=\s+(?:{_AT_WORDS})\s)")
# ... or any name, when the sentence says it is an e-mail address: "my email is my first name,
# ktan, at example dot org".
_NAME_COMMA_BEFORE_AT = re.compile(rf"(?:(?<=, )|(?<=is ))([a-z0-9][a-z0-9._%+\-]*),(?=\s+(?:{_AT_WORDS})\s)")
# "y u k i 8 4 @ e x a m p l e . c o m": an address typed a character at a time.
_SPACED_ADDRESS = re.compile(r"(?<![a-z0-9])(?:[a-z0-9._\-@] ){5,}[a-z0-9]")
# An address handed over in parts: "username part is budi88, the domain is example.org, put
# an @ between them", "邮箱前缀是…，后缀是…", "логин …, домен …, между ними собачка".
_LOCAL_PART_LABEL = folded_words(
    "user", "mailbox",
    "username", "user name", "local part", "local-part", "handle", "prefix", "mailbox name", "login", "前缀", "用户名",
    "账号名", "帐号名", "邮箱名", "логин", "имя пользователя", "имя ящика", "kullanıcı adı", "اسم المستخدم",
    "nom d'utilisateur", "identifiant", "benutzername", "nome utente", "nombre de usuario", "usuario",
    "nome de usuário", "ユーザー名", "사용자 이름", "아이디", "nazwa użytkownika", "gebruikersnaam", "tên người dùng",
    "nama pengguna", "användarnamn", "brugernavn", "brukernavn", "käyttäjätunnus", "uživatelské jméno",
    "felhasználónév", "όνομα χρήστη", "שם משתמש", "यूज़रनेम", "ชื่อผู้ใช้",
)  # fmt: skip
_DOMAIN_LABEL = folded_words(
    "domain", "后缀", "域名", "домен", "alan adı", "النطاق", "dominio", "domaine", "ドメイン", "도메인", "domena",
    "domein", "tên miền", "domän", "domæne", "verkkotunnus", "doména", "tartomány", "τομέας", "דומיין", "डोमेन",
    "โดเมน", "nama domain",
)  # fmt: skip
_LABELLED_LOCAL_PART = re.compile(
    rf"(?:{_LOCAL_PART_LABEL})(?:\s+(?:part|is|name))*[^a-z0-9@\n]{{0,24}}?(?P<local>[a-z0-9][a-z0-9._\-]{{2,40}})(?![a-z0-9@])"
)
_LABELLED_DOMAIN = re.compile(
    rf"(?:{_DOMAIN_LABEL})[^a-z0-9@\n]{{0,24}}?(?P<domain>[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)*\.(?:{_TLDS}))(?![a-z0-9])"
)
_AT_MENTIONED = re.compile(rf"@|(?<![a-z])(?:{_AT_WORDS})(?![a-z])|圈a|艾特|小老鼠")
# RFC 2606 / 6761 names reserved for documentation and tests: nobody's mailbox.
_RESERVED_DOMAIN = re.compile(
    r"@\s*(?:[a-z0-9\-]+\.)*(?:example\.(?:com|org|net)|[a-z0-9\-]+\.(?:example|test|invalid|localhost))$"
)
# The slots of a mailbox naming scheme, in several languages.
_NAME_SLOT = (
    r"first\.?name|last\.?name|first|last|surname|given\.?name|family\.?name|initials?|vorname|nachname|prenom|nom"
    r"|nombre|apellido|nome|sobrenome|cognome|voornaam|achternaam|imie|nazwisko|jmeno|prijmeni|etunimi|sukunimi"
    r"|fornavn|efternavn|etternavn|fornamn|efternamn|ad|soyad|imya|familiya|ten|ho"
)
# A scheme's slots and a placeholder domain, written the anti-spam way
_SCHEME_SPELLED = re.compile(
    rf"\W*(?:{_NAME_SLOT}|name|user|username|utilisateur|usuario|benutzer)(?:[._\-](?:{_NAME_SLOT}))*\W*"
    r"(?:\[|\(|\s)?(?:at|arroba|chez|ad|presso|aapje|@)(?:\]|\)|\s)?\W*"
    r"(?:domaine|domain|dominio|domena|domein|domäne|domane|exemple|example|ejemplo|beispiel|esempio|exemplo|site|firma|company|entreprise|empresa)(?![a-z])"
)
_PLACEHOLDER_LOCAL = re.compile(
    r"(?:user|username|name|your\.?name|you|someone|somebody|foo|bar|baz|test|xxx|abc|email|mail|me|admin|info|noreply|no-reply|john\.doe|jane\.doe"
    # a naming scheme spelled out: firstname.lastname@, vorname.nachname@, prenom.nom@
    rf"|(?:{_NAME_SLOT})(?:[._\-](?:{_NAME_SLOT}))*)@"
)
# Machines' addresses, no person's: "Author: build-bot <ci@example.com>", noreply@…; and a team's
# or a desk's shared mailbox ("support@shop…", "oncall@ops…"), which names a function, not a person.
_MACHINE_SENDER = re.compile(
    r"(?:noreply|no-reply|donotreply|do-not-reply|ci|bot|build|builds|jenkins|github-actions|dependabot|renovate"
    r"|mailer-daemon|postmaster|notifications?|alerts?|monitoring|[a-z0-9.\-]*-bot|[a-z0-9.\-]*\[bot\])@"
)
# A desk's word, alone as a mailbox's name or joined to another word by a dash or an underscore
# ("it-support@", "web-team@", "hr-ferie@"; "hr.zhao@" is a person in HR).
_DESK_WORDS = (
    r"support|help|helpdesk|servicedesk|team|hr|sales|billing|info|office|service|desk|jobs|press"
    r"|newsletter|news|events|orders|admissions|finance|legal|privacy|security|feedback|contact|kontakt|ops|oncall"
)
_SHARED_MAILBOX = re.compile(
    rf"(?:{_DESK_WORDS}|contacto|invoices?|accounts"
    r"|customerservice|customer-service|care|hello|webmaster|hostmaster|abuse|media"
    r"|careers|on-call|dpo|enquiries|inquiries|returns|reservations"
    r"|bookings?|marketing|compliance|soporte|suporte|atendimento|ventas|vendas|facturacion"
    r"|admission|registrar|reception|frontdesk|front-desk|membership|members|tickets|donations|volunteers?"
    r"|library|studentservices|student-services|alumni|enrol(?:l)?ment|applications|recruitment|procurement|purchasing"
    # the same desks in other languages
    r"|supporto|assistenza|kundtjanst|kundservice|kundendienst|kundenservice|serviceclient|service-client|sav|contato"
    r"|atencion|clientes|hilfe|vertrieb|verkauf|ventes|vendite|commerciale|secretariat|recepcion|podpora"
    r"|wsparcie|pomoc|obsluga|biuro|tuki|asiakaspalvelu|klantenservice|destek|yardim|dukungan|layanan|cskh|hotro"
    r"|podatelna|hirlevel|qabyldau|priyom|priem|kabul|secretaria|secretariado|sekretariat|segreteria|posta|postmaster"
    r"|it|web|dev|devops|infra|noc|soc|servis|helpline|hotline|communications|comms|pr|admin|administration"
    # complaints, enquiries, tickets and the office in more languages
    r"|ilmenti|reclamos|reclamaciones|reclamacoes|reclamations|beschwerden|klachten|reklamace|reklamacje|sikayet"
    r"|ymholiadau|fyrirspurnir|kyselyt|dotazy|zapytania|consultas|demandes|anfragen|vragen|richieste|pertanyaan"
    r"|fiosruithe|henvendelser|tocynnau|midasala|bilete|billets|biglietti|entradas|ingressos|vstupenky|bilety"
    r"|biletler|jegyek|liput|biljetter|billetter|kaartjes|tiketi|swyddfa|skrifstofa|ufficio|oficina|bureau|kantoor"
    r"|kancelaria|ofis|iroda|toimisto|kontor"
    # the press office, and a town hall's desk for its citizens
    r"|presse|prensa|imprensa|stampa|pers|pressestelle|redaktion|redaccion|redazione|ciudadana|ciudadano|ciudadania"
    r"|cidadao|buergerservice|burgerservice|citizens?|vecinos)@"
)
_DESK_IN_LOCAL = re.compile(rf"(?:^|[\-_])(?:{_DESK_WORDS})(?:[\-_]|@)")
# Desk words alone, joined by any mark ("atencion.ciudadana@", "customer.care@"); "hr.zhao@" is a person.
_DESKS_ONLY_LOCAL = re.compile(rf"{_SHARED_MAILBOX.pattern[:-1]}(?:[._\-]{_SHARED_MAILBOX.pattern[:-1]})+@")
# Something is to be sent to the address, or its mail obeyed: a shared mailbox there is where data
# would go, and stays blocked ("envíalas también a soporte@…", "发票寄到 finance@…").
_MAILBOX_GETS_OR_GIVES = re.compile(
    r"(?<![a-z])(?:send|sent|forward|paste|recipient|cc|bcc|treat|follow|obey|order|orders|instructions|envía\w*|envia\w*"
    r"|envoie\w*|schick\w*|sende\w*|invia\w*|manda\w*|encaminh\w*|reenv\w*"
    # forwarding and copying, in more languages
    r"|forward\w*|cop(?:y|ied|ies)|transf[eè]r\w*|weiterleit\w*|inoltr\w*|przekaż\w*|przeslij|mengirim\w*|kirim\w*"
    r"|gönder\w*|gửi|chuyển|deliver\w*)(?![a-z])|寄|发到|发给|转发|抄送|送到|转给|投递|보내|전달|перешли|отправ|ہدایات|عمل|تعليمات"
)
_PLACEHOLDER_CONTEXT = re.compile(
    r"示例|占位|样例|范例|格式|文档|placeholder|sample|e\.g\.|for example|such as|format|docs|documentation|template|模板"
    r"|platzhalter|beispiel|(?<![a-z])doku(?![a-z])|espace réservé|exemple|ejemplo|marcador de posición|esempio|segnaposto|exemplo|voorbeeld"
    r"|przykład|пример|заполнитель|örnek|例えば|プレースホルダ|예시"
)
_CODE_TLDS = re.compile(
    r"py|js|ts|rs|go|java|md|txt|json|yaml|yml|toml|sh|route|get|post|property|fixture|mark|parametrize"
)


# An address put together in pieces: 'wei.chen' at 'outlook' dot 'com', bob.stone + '@' +
# 'proton' + '.me', jane@@gmail..com, "283746512 加上 @qq.com": the pieces joined.
_EMAIL_PIECES = re.compile(
    r"[\"'`]\s*\+\s*[\"'`]|\s*\+\s*[\"'`]|[\"'`]\s*\+\s*|(?<=[a-z0-9])\s*(?:加上|加|plus|\+)\s*(?=@)|(?<=[a-z0-9])[\"'`](?=\s)|(?<=\s)[\"'`](?=[a-z0-9])"
    r"|(?<=@)@+|(?<=[a-z0-9])\.(?=\.)"
)
_MAYBE_PIECES = re.compile(
    r"[\"'`]\s*\+|\+\s*[\"'`]|@@|[a-z0-9]\.\.[a-z]|(?:加上?|plus|\+)\s*@|[a-z0-9][\"'`]\s+(?:at|dot|@)|(?:at|dot|@)\s+[\"'`][a-z0-9]"
)
# "my gmail is ana.souza77": the provider named, then the mailbox name.
_PROVIDER_FIRST = re.compile(
    rf"(?<![a-z0-9])(?:{_MAIL_PROVIDERS})(?:\s*(?:mail|邮箱|信箱|account|address|账号|帐号))?\s*(?:is|:|=|是|就是|号是|为)\s*"
    r"(?P<local>(?=[a-z0-9._\-]*[a-z])(?=[a-z0-9._\-]*[0-9._])[a-z0-9][a-z0-9._\-]{2,40})(?![a-z0-9@])"
)


def _email_hits(view: FoldedText) -> Iterator[Hit]:
    joined = rewrite(view, _EMAIL_PIECES, lambda match: "") if _MAYBE_PIECES.search(view.text) else view
    if _COMMA_BEFORE_AT.search(joined.text):
        joined = rewrite(joined, _COMMA_BEFORE_AT, lambda match: match.group(1))
    elif _EMAIL_CONTEXT.search(joined.text) and _NAME_COMMA_BEFORE_AT.search(joined.text):
        joined = rewrite(joined, _NAME_COMMA_BEFORE_AT, lambda match: match.group(1))
    if "@" in joined.text and _SPACED_ADDRESS.search(joined.text):
        joined = rewrite(joined, _SPACED_ADDRESS, lambda match: match.group().replace(" ", ""))
    if joined is not view:
        for start, end in _plain_and_written_emails(joined.text.replace("·", ".").replace("。", ".")):
            yield EMAIL, *joined.span(start, end)
    for match in _EMAIL_WRITTEN_ET.finditer(view.text):
        yield EMAIL, *view.span(match.start(), match.end())
    yield from _address_in_parts(view)
    for match in _PROVIDER_FIRST.finditer(view.text):
        if not match.group("local").replace(".", "").isdigit():
            yield EMAIL, *view.span(match.start(), match.end())
    yield from _emails_in(view)
    for match in _REVERSED_EMAIL.finditer(view.text) if "@" in view.text else ():
        # "ten.elpmaxe@nesebbe_kuona" read backwards: an address that is one only reversed.
        if _EMAIL_PLAIN.fullmatch(match.group()[::-1]) and not _EMAIL_PLAIN.fullmatch(match.group()):
            yield EMAIL, *view.span(match.start(), match.end())


def _address_in_parts(view: FoldedText) -> Iterator[Hit]:
    domain = _LABELLED_DOMAIN.search(view.text)
    if domain is None or not _AT_MENTIONED.search(view.text):
        return
    for local in _LABELLED_LOCAL_PART.finditer(view.text):
        if abs(local.start("local") - domain.start("domain")) <= 120:
            start = min(local.start("local"), domain.start("domain"))
            end = max(local.end("local"), domain.end("domain"))
            yield EMAIL, *view.span(start, end)


# A token that starts with a top-level domain written backwards ("moc.", "ten.", "nc.") and holds an @.
_REVERSED_EMAIL = re.compile(
    r"(?<![a-z0-9._%+\-])(?:moc|ten|gro|ude|vog|oi|nc|ku|ed|rf|pj|ur|ln|se|ti|ue)\.[a-z0-9.\-]+@[a-z0-9._%+\-]+"
)


def _plain_and_written_emails(text: str) -> Iterator[tuple[int, int]]:
    for match in _EMAIL_PLAIN.finditer(text):
        if text[match.end() : match.end() + 1] != ":" and not match.group().startswith("git@"):
            if not _RESERVED_DOMAIN.search(match.group()) and not _CODE_TLDS.fullmatch(match.group(1)):
                yield match.span()
    for match in _EMAIL_WRITTEN.finditer(text):
        yield match.span()


_LOGIN_COMMAND = re.compile(
    r"(?<![\w-])(?:ssh|scp|sftp|rsync|mosh|ssh-copy-id)\s+(?:-{1,2}\S+(?:\s+[^\s@-]+)?\s+)*\S*$"
)


# A local part masked with bullets or dots ("m•••••@", folded "m·····@"): the address is hidden.
_MASKED_LOCAL_PART = re.compile(r"[·•●*]{3,}@")


def _emails_in(view: FoldedText) -> Iterator[Hit]:
    # hello·world@163·com, li.na@163。com: same length, spans unchanged
    text = _MASKED_LOCAL_PART.sub(lambda match: "*" * (len(match.group()) - 1) + "@", view.text)
    text = text.replace("·", ".").replace("。", ".")
    if stand_in := _AT_STAND_IN.search(text):
        text = text.replace(stand_in.group(1), "@")
    for match in _EMAIL_PLAIN.finditer(text):
        if match.start() > 0 and text[match.start() - 1] == "@":
            continue  # @lena@mastodon.social: a fediverse handle, public by design
        tail = text[match.end() : match.end() + 1]
        if tail == ":" or match.group().startswith("git@"):  # git@github.com:org/repo.git
            continue
        if (
            _SHARED_MAILBOX.match(match.group())
            or _DESKS_ONLY_LOCAL.match(match.group())
            or _DESK_IN_LOCAL.search(match.group().split("@")[0] + "@")
        ) and not _MAILBOX_GETS_OR_GIVES.search(text, max(0, match.start() - 60), match.end() + 60):
            continue  # "support@shop… writes to me", "oncall@ops… is a group list": a desk, not a person
        if _MACHINE_SENDER.match(match.group()) or _LOGIN_COMMAND.search(
            text, max(0, match.start() - 40), match.start()
        ):
            continue  # "ssh deploy@bastion.example.net -p 2222": a login on a host, not a mailbox
        if " @" in match.group() and not re.fullmatch(_TLDS, match.group(1)):
            continue  # "x @app.route": a decorator after code, not an address
        if _CODE_TLDS.fullmatch(match.group(1)):
            continue
        if _RESERVED_DOMAIN.search(match.group()) and (
            _PLACEHOLDER_LOCAL.match(match.group()) or _PLACEHOLDER_CONTEXT.search(text)
        ):
            continue  # user@example.com in a docs sample; a real-looking name there is still blocked
        yield EMAIL, match.start(), match.end()
    for match in _EMAIL_WRITTEN.finditer(text):
        if "@" in match.group() and "." in match.group() and " " not in match.group():
            continue  # the plain form, judged above
        if _SCHEME_SPELLED.match(match.group()):
            continue  # "prenom[at]domaine[point]fr": the anti-spam way of writing shown, no one's mailbox
        yield EMAIL, match.start(), match.end()
    for match in _EMAIL_PROVIDER_ONLY.finditer(text):
        local = match.group(1)
        # "I met Anna at Yahoo" is a workplace; a handle with digits or dots, or an e-mail
        # word nearby, is a mailbox.
        spelled_dot = re.search(rf"\s(?:{_DOT_WORDS})\s", local)  # "lisa dot marsh at gmail"
        if re.search(r"[0-9._]", local) or spelled_dot or _near(text, match.start(), match.end(), _EMAIL_CONTEXT, 20):
            yield EMAIL, match.start(), match.end()


# --------------------------------------------------------------------------------------------
# Passwords, PINs, one-time codes, credentials in URLs
# --------------------------------------------------------------------------------------------

_CJK_PASSWORD_WORDS = folded_words("密码", "密碼", "口令", "暗号", "暗號", "パスワード", "暗証番号", "비밀번호", "암호")
_PASSWORD_LABEL = (
    r"(?:(?<![a-z])(?:pass(?:word|wd|code|phrase)s?|pass phrase|pwd|pw|psw|"
    # "password" as loanwords spell it: Igbo "paswọọdụ", Yoruba "páswọ̀dù", Swahili "pasiwedi", Zulu "iphasiwedi"
    r"i?ph?a+s+[iue]?w(?:[oọ][\u0300-\u036f]*|e|a)+(?:r?d|dh|t|rd)[iuoụọ]?|"
    + folded_words(
        "kennwort",
        "passwort",
        "mot de passe",
        "contraseña",
        "contrasena",
        "clave",
        "senha",
        "пароль",
        "parola",
        "wachtwoord",
        "hasło",
        "haslo",
        "lösenord",
        "salasana",
        "mật khẩu",
        "şifre",
        "sifre",
        "heslo",
        "jelszó",
        # inflected and definite forms, and more languages
        "şifresi",
        "şifrem",
        "şifreniz",
        "lösenordet",
        "passordet",
        "passord",
        "adgangskode",
        "adgangskoden",
        "salasanani",
        "salasana on",
        "wachtwoord is",
        "hesło do",
        "heslo k",
        "parolă",
        "parola mea",
        "kata sandi",
        "kata laluan",
        "sandi",
        "κωδικός πρόσβασης",
        "συνθηματικό",
        "كلمة السر",
        "كلمة المرور",
        "كلمة مرور",
        "סיסמה",
        "הסיסמה",
        "رمز عبور",
        "رمز",
        "پاس ورڈ",
        "கடவுச்சொல்",
        "পাসওয়ার্ড",
        "पासवर्ड",
        "รหัสผ่าน",
        "mật mã",
        "nenosiri",
        # Balkan, Baltic, Nordic, African and Caucasian languages
        *("парола", "паролата", "лозинка", "лозинку", "lozinka", "lozinku", "lozinke", "geslo", "gesla"),
        *("slaptažodis", "slaptažodį", "slaptažodžio", "parole", "paroli", "parool", "parooli", "lykilorð"),
        *("lykilorðið", "wagwoord", "iphasiwedi", "igama lokugqitha", "kalmar sirri", "ọrọigbaniwọle"),
        *(
            "ọ̀rọ̀ìgbaniwọlé",
            "ọ̀rọ̀ aṣínà",
            "ọrọ aṣina",
            "የይለፍ ቃሉ",
            "የይለፍ ቃሌ",
            "የይለፍ ቃል",
            "contrasenya",
            "fjalëkalimi",
            "fjalëkalim",
            "գաղտնաբառ",
            "პაროლი",
        ),
        *("құпия сөз", "şifrə", "parol", "گذرواژه", "heslo", "hesla", "furaha sirta", "passwert"),
        # Persian borrowings, and the Greek "code" of a Wi-Fi (alone it is a postcode or a discount's)
        *("پسورد", "پاسورد", "κωδικός του wifi", "κωδικός wifi"),
        # more languages: Basque, Welsh, Irish, Malagasy, Mongolian, Kyrgyz, Tatar, Tajik, Sinhala,
        # Galician, Haitian Creole, Esperanto, Kinyarwanda, Luxembourgish, Faroese, Pashto, Uyghur,
        # Sindhi, Tigrinya, the Indic scripts, Lao, Burmese and Khmer
        *("pasahitza", "pasahitz", "cyfrinair", "pasfhocal", "tenimiafina", "нууц үг", "сырсөз", "серсүз"),
        *("пароли", "මුරපදය", "මුරපද", "contrasinal", "modpas", "pasvorto", "ijambobanga", "passwuert"),
        *("loyniorð", "loyniorðið", "پټنوم", "پارول", "پاسورڊ", "መሕለፊ ቃል", "పాస్‌వర్డ్", "పాస్వర్డ్", "ಪಾಸ್‌ವರ್ಡ್"),
        *("ಪಾಸ್ವರ್ಡ್", "പാസ്‌വേഡ്", "പാസ്വേഡ്", "પાસવર્ડ", "ਪਾਸਵਰਡ", "ପାସୱାର୍ଡ", "ລະຫັດຜ່ານ", "စကားဝှက်"),
        *("ពាក្យសម្ងាត់", "பாஸ்வேர்ட்", "பாஸ்வேர்டு", "பாஸ்வர்ட்"),
        *("kupuhipa", "рамзи", "серсүзем", "серсүзе", "лозинката", "ئىمىم", "okwuntughe", "ñe'ẽñemi", "пароле"),
        # Oromo, Samoan, Hmong, Quechua, Kinyarwanda, Shona, Sesotho, Chichewa, Wolof, Somali,
        # Swahili, Luganda, Tongan, Hawaiian, Estonian, Kazakh, Tajik, Kyrgyz and loanword spellings
        *("ger-tremen", "ger tremen", "beassansátni", "beassansátnin"),
        *("jecha iccitii", "jecha icciitii", "upu faalilo", "lo lus zais", "pakasqa simi", "ijambo ry'ibanga"),
        *("ijambo ry’ibanga", "pasiwedhi", "phasewete", "phasiwete", "mawu achinsinsi", "baatu jàll"),
        *("erayga sirta", "neno la siri", "ekigambo ky'ekyama", "lea fufū", "ʻōlelo huna", "salasõna"),
        # inflected: Hausa's genitive, Irish lenition, Malagasy's possessive
        *("kalmar sirrin", "phasfhocal", "bpasfhocal", "tenimiafiko", "tenimiafinao", "tenimiafinay"),
        *(
            "құпиясөз",
            "құпиясөзім",
            "құпиясөзі",
            "гузарвожа",
            "жашыруун сөз",
            "wachtwurd",
            "pasword",
            "paswed",
            "passwad",
            "pasiwedi",
        ),
        *("phasiwedi", "parolë", "סיסמא", "ססמה", "رمز سري", "پاسورڈ", "गुप्त शब्द", "कूटशब्द", "संकेतशब्द"),
        *("સંકેતશબ્દ", "ਗੁਪਤ ਸ਼ਬਦ", "సంకేతపదం", "ಗುಪ್ತಪದ", "രഹസ്യവാക്ക്", "পাছৱৰ্ড", "গুপ্তশব্দ"),
    )  # fmt: skip
    + r")(?![a-z])"
    r"|(?:" + _CJK_PASSWORD_WORDS + r")(?!管理|学|强度|规则|策略|长度|复杂|提示|框|字段|错误|重置|找回|箱|锁|本|器))"
)
_PIN_LABEL = (
    r"(?:(?<![a-z])(?:pin(?: ?code| ?number)?|otp|2fa code|verification code|security code|cvv|cvc)(?![a-z])"
    r"|(?<![a-z])(?:door|gate|access|lock|alarm|entry|keypad|garage|safe)(?:\W+(?:disarm|arm|entry|access|unlock|security))?\W?code(?![a-z])"
    r"|(?<![a-z])(?:puk(?: ?code)?|backup codes?|recovery codes?|pin-code|pin-nummer|code pin|duress code|panic code|"
    + folded_words(
        *("código pin", "código", "пин-код", "пин", "الرقم السري", "رقم سري", "पिन", "รหัส pin", "pinkode", "pinkoden"),
        *("namba ya siri", "nambari ya siri", "nomba ya siri", "kodi ya siri", "nọmba aṣiri", "nambobin sirri"),
        # a card's PIN as Finnish and Hausa say it ("pankkikortin tunnusluku", "lambar sirri"); a bare
        # "tunnusluku" is also a company's key figure
        *(
            "kortin tunnusluku",
            "pankkikortin tunnusluku",
            "tunnuslukuni",
            "tunnuslukusi",
            "lambar sirri",
            "lambar sirrin",
        ),
        *("lambobin sirri",),
        *("pinkod", "pinkoodi", "pin-koodi", "pincode", "pin kodu", "mã pin", "পিন", "பின்", "పిన్", "ಪಿನ್", "പിൻ"),
        *(
            "પિન",
            "ਪਿੰਨ",
            "پن کوڈ",
            "پِن",
            "ፒን",
            "пін",
            "пін-код",
            "піну",
            "tvangskode",
            "tvangskoden",
            "nødkode",
            "nødkoden",
            "tvångskod",
            "පින්",
        ),
        # one-time codes
        *("doğrulama kodu", "kod tac", "kod pengesahan", "engangskode", "engangskoden", "engångskod", "رمز التحقق"),
        *("código de verificación", "código de verificação", "code de vérification", "bestätigungscode"),
        *("verificatiecode", "kod weryfikacyjny", "ověřovací kód", "код подтверждения", "код підтвердження"),
        *("mã xác minh", "mã otp", "kode verifikasi", "kode otp", "vahvistuskoodi", "verifieringskod"),
        *("bekræftelseskode", "ellenőrző kód", "cod de verificare", "κωδικός επαλήθευσης", "קוד אימות", "کد تایید"),
        *("सत्यापन कोड", "รหัสยืนยัน", "확인 코드", "認証コード", "确认码"),
        # a PIN or a secret number in more languages
        *("ፒኔ", "pin-kotan", "pin-kodo", "pin-kodon", "code secret", "ပင်နံပါတ်", "ପିନ୍", "ପିନ", "លេខកូដ"),
        # Tongan "secret number", Fijian "lock number", backup codes in Japanese, Korean, Chinese
        *("helu huna", "ሚስጥር ቁጥር", "ሚስጥራዊ ቁጥር"),
        *("fika fufū", "fika fufu", "naba ni loka", "バックアップコード", "백업 코드", "备用码", "备份码", "恢复码"),
        # backup codes in European and other languages
        *("varukood", "varukoodid", "varmuuskoodit", "varmuuskoodi", "reservekoder", "reservkoder", "backupkoder"),
        *("códigos de respaldo", "códigos de recuperación", "codici di backup", "codici di recupero", "herstelcodes"),
        *("códigos de backup", "códigos de recuperação", "kody zapasowe", "kody odzyskiwania", "záložní kódy"),
        *("резервные коды", "коды восстановления", "резервні коди", "yedek kodlar", "mã dự phòng", "kode cadangan"),
        *("wiederherstellungscodes", "backup-codes", "codes de secours", "codes de récupération", "tartalék kódok"),
        *(
            "លេខសម្ងាត់",
            "གསང་ཨང",
            "umubare w'ibanga",
            "рамзи корт",
            "پین کارت",
            "پین کد",
            "کد پین",
            "رمز کارت",
            "uimhir pin",
        ),
    )
    + r"|one[ -]?time (?:code|password|passcode|pin)|sms code|login code|sign-?in code|auth(?:entication)? code|mfa code|2fa|confirmation code)(?![a-z])"
    r"|(?<![a-z])(?:puk|pin) ?码"
    r"|pin码|验证码|动态码|校验码|安全码|取件码|解锁码|开锁码|门禁码|门锁码|锁屏码|开门密码|开门码|进门码|恢复码|备用码|救援码|认证码|"
    + folded_words("暗証番号", "인증번호")
    + ")"
)
# "is" in the languages the labels above come in (folded: "é" reads "e", "это" reads "eto"; Yoruba
# and Swahili "ni", Tagalog "ay", Balkan "je", Latvian "ir", Nordic "er", Lithuanian "yra").
_IS_WORDS = r"(?<![a-z])(?:is|was|are|to|into|es|est|ist|lautet|era|e|eh|eto|wa|ni|ay|je|ir|er|yra)(?![a-z])|は|는|은|이에요|です|ነው|คือ|系(?=\s*[0-9a-z\"「])"
_ASSIGN = rf"(?:\s*(?:[:=、]|是|为|就是|设为|设成|设置为|设置成|改为|改成|换成|用的是|还是|{_IS_WORDS})了?\s*)*\s*"
_QUOTE = r"[\"'`「『“‘(\[]?"
# A value may hold the letters of alphabets other than Latin and Han ("تەڭرىتاغ50$", "306ኣስመራ!"),
# but then also a digit or a sign (`_password_value_ok`): letters alone are the sentence going on.
_OTHER_ALPHABETS = (
    "\u0370-\u03ff\u0400-\u04ff\u0530-\u058f\u0590-\u05ff\u0600-\u06ff\u0750-\u077f"
    "\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f\u10a0-\u10ff\u1200-\u137f\u1780-\u17ff"
)
_PASSWORD = re.compile(rf"(?P<label>{_PASSWORD_LABEL}){_ASSIGN}{_QUOTE}(?P<value>[!-~{_OTHER_ALPHABETS}]{{3,80}})")
# A config key with nothing after its "=", then a sentence about it: "is", "è", "est" after a space.
_EMPTY_SETTING_TALKED_ABOUT = re.compile(rf"=\s+(?:{_IS_WORDS})\s+")
# … and what the sentence says of it: left empty ("is left empty", "è lasciata vuota", "est vide")
_LEFT_EMPTY = re.compile(
    r"(?:(?:left|kept|intentionally|deliberately|on\W+purpose|lasciat[oa]|apposta|laiss[ée]e?|expr[eè]s|dejad[oa]|deixad[oa]"
    r"|a\W+prop[oó]sito|de\W+prop[oó]sito|gelassen|absichtlich|bewusst)\W+){0,2}"
    r"(?:empty|blank|unset|vuot[oa]|vide|vac[ií][oa]|vazi[oa]|leer)(?![a-z])"
)
_OTHER_ALPHABET_LETTER = re.compile(f"[{_OTHER_ALPHABETS}]")
_PASSPHRASE = re.compile(
    r"(?<![a-z])pass ?phrase(?:[^.!?\n:=]{0,30}?\s)?(?:\s*(?:[:=]|is)\s*)[\"'“]?(?P<value>[a-z]{2,}(?: [a-z]{2,}){2,7})"
)
# A pass phrase is a few unrelated words: its name in more languages, and the words a few words
# before or after it ("master password for my vault — saddle tractor rocket mango feather",
# "dolphin goblet umbrella tulip — that's the whole passphrase", "violet.orbit.saffron.lantern").
_PASS_PHRASE_NAME = re.compile(
    r"(?<![a-z])(?:pass ?phrase|master (?:password|pw|key)|(?:bitwarden|1password|lastpass|keepass|dashlane) master"
    r"|seed (?:words|phrase)|recovery (?:phrase|words)|mnemonic|wi-?fi (?:password|key)|"
    + folded_words(
        "frase-senha",
        "frase senha",
        "frase de contraseña",
        "frase secreta",
        "frase de acceso",
        "phrase secrète",
        "phrase de passe",
        "passwortsatz",
        "kennsatz",
        "wachtzin",
        "wachtwoordzin",
        "fraza hasła",
        "frasa sandi",
        "парольная фраза",
        "кодовая фраза",
        "lösenfras",
        "adgangssætning",
        "salasanalause",
        "助记词",
        "口令短语",
        # recovery phrases
        *("återställningsfras", "återställningsfrasen", "gendannelsesfrase", "gjenopprettingsfrase", "herstelzin"),
        *("frase de recuperación", "frase de recuperação", "phrase de récupération", "wiederherstellungsphrase"),
        *("frase di recupero", "fraza odzyskiwania", "фраза восстановления", "seed-фраза", "сид-фраза"),
        *(
            "palautuslause",
            "kurtarma ifadesi",
            "복구 문구",
            "リカバリーフレーズ",
            "frasa pemulihan",
            "cụm từ khôi phục",
        ),
        "φράση ανάκτησης",
        # more languages' pass phrases, and the code word a bank asks for on the phone
        *("frase de pas", "frase clau", "passordfrase", "passordfrasen", "adgangsfrase", "lykilfrasi", "geslo fraza"),
        *("фраза-пароль", "фраза за възстановяване", "фразата за възстановяване", "fraza za oporavak"),
        *("atkūrimo frazė", "atkopšanas frāze", "taastamisfraas", "herstelfrase", "wagwoordfrase", "frasa laluan"),
        *("кодовое слово", "кодовым словом", "секретное слово", "кодове слово", "code word", "codeword"),
        *("security word", "mot de code", "codewort", "kennwort-satz", "palabra clave secreta", "暗号フレーズ"),
        *("phrase that unlocks", "phrase which unlocks", "phrase that opens", "phrase that decrypts", "unlock phrase"),
        *("disk phrase", "encryption phrase", "vault phrase"),
    )
    + r")"
)
# Words of any script; a digit inside is a folded look-alike letter ("cyrpo6" is "сугроб").
_WORD_LIST = re.compile(
    r"(?<![\w.\-])[^\W_]{3,12}(?P<sep>[ .\-])[^\W_]{3,12}(?:(?P=sep)[^\W_]{3,12}){1,22}(?![\w]|[.\-]\w)"
)
# Words that make a run of words a sentence, not a list of random ones.
_SENTENCE_WORDS = frozenset(
    (
        "the and for with that this from into onto your you our their his her its are was were has have had not "
        "but can will would should must may might any all each every some such than then them they there here "
        "what when where which who how why use using used make made choose pick keep never always also just only "
        "like more most less very too about over under after before again same other into while avoid long short "
        "random words word letters characters numbers symbols strong weak easy hard remember memorable example "
        "store stored save saved write written change changed reset set get got give gave tell told know need "
        "der die das und mit für von den dem des ein eine nicht las los del con por para una uno les des une pour "
        "avec dans sur est het een van voor niet och att det som med för inte"
    ).split()
)


@lru_cache(maxsize=1)
def _english_words() -> dict[str, float]:
    import wordninja

    return wordninja.DEFAULT_LANGUAGE_MODEL._wordcost


def _word_list_secrets(text: str) -> Iterator[tuple[int, int]]:
    for match in _WORD_LIST.finditer(text):
        words = re.split(r"[ .\-]", match.group())
        if any(word in _SENTENCE_WORDS or sum(map(str.isdigit, word)) * 3 > len(word) for word in words):
            continue
        quoted = match.start() > 0 and text[match.start() - 1] in "\"'“‘«「"
        # "Recovery phrase: planina sirene oblak prozorec": four words right after a label's colon
        quoted = quoted or (len(words) >= 4 and text[: match.start()].rstrip().endswith((":", "：")))
        if len(words) < 4 and not quoted and match.group("sep") == " ":
            continue  # three words in a sentence are too often just words
        if not all(word in _english_words() for word in words) and not (
            quoted or (match.group("sep") != " " and len(words) >= 4)
        ):
            # Unquoted words of another language are a sentence ("quatro palavras aleatórias");
            # quoted or joined by dashes or dots ("pluja-estel-finestra-llibreta") they are a phrase.
            continue
        if _PASS_PHRASE_NAME.search(text, max(0, match.start() - 64), match.start()) or _PASS_PHRASE_NAME.search(
            text, match.end(), match.end() + 64
        ):
            yield match.span()


# The value a few words after its label: "密码就是我的名字加 1990，也就是 lilei1990".
_PASSWORD_LATER = re.compile(
    rf"{_PASSWORD_LABEL}[^。！？!?\n]{{0,24}}?(?:是|为|[:=]|{_IS_WORDS})[^\x00-\x7f，。！？]{{0,10}}\s*[\"'`「『“‘]?"
    r"(?P<value>(?=[!-~]*[a-z])(?=[!-~]*[0-9!@#$%^&*])[!-~]{6,64}"
    # words joined by dots or dashes, the way password managers generate them ("tundra.copper.biscuit.cinder")
    r"|[a-z]{3,12}(?:[.\-_][a-z]{3,12}){3,7}(?![.\-_]?[a-z0-9]))"
)
# "login: alice / Tiger6335": an account and its password written as a pair.
_LOGIN_PAIR = re.compile(
    r"(?:(?<![a-z])(?:login|log in|username|user name|user|account|acct|credentials?|creds)(?![a-z])|账号|帐号|用户名|登录|账户)\s*[:：=]?\s*"
    r"(?:is\s+)?(?:user\s+)?[^\s/]{2,40}\s*/\s*(?:(?:pass(?:word)?|pw|pwd)\s*[:=]?\s*)?(?P<value>[!-~]{4,64})"
)
# "Netflix: anna.k / Movies4ever!": a service, an account and a password that looks like one.
_SERVICE_PAIR = re.compile(
    r"(?<![!-~])[a-z][\w.\-]{1,30}\s*[:：]\s+[^\s/:]{2,40}\s+/\s+"
    r"(?P<value>(?=[!-~]*[0-9])(?=[!-~]*[a-z])(?=[!-~]*[^a-z0-9\s])[!-~]{6,64})(?![!-~])"
)
_ADMIN_PAIR = re.compile(
    r"(?<![a-z0-9/@.:])(?:admin|root|administrator|sa|pi|ubuntu|postgres|user)\s*[:/]\s*(?P<value>(?=[!-~]*[0-9])(?=[!-~]*[a-z])[!-~]{6,64})(?![!-~])"
)
_LABEL = re.compile(_PASSWORD_LABEL)
_CODE_WORD = re.compile(r"code|码|コード|코드")
_SAYS_IT_IS = re.compile(r"就是|即为|即是|便是|是我的")
_VALUE_THEN_LABEL = re.compile(
    r"(?<![!-~])(?P<value>(?=[!-~]*[0-9])[!-~]{4,64})\s*(?:就是|即为|即是|便是|就是我的|是我的)(?:"
    + _CJK_PASSWORD_WORDS
    + r"|pin|口令)"
)
# "password changed for user_id=80704": a log of an event, not the value.
_PASSWORD_EVENT = re.compile(
    r"pass(?:word|wd)\s+(?:was\s+)?(?:changed|reset|updated|expired|rotated|set)\s+(?:for|on)\b"
)
# "Пароль от госуслуг Pasha_1990", "password for the NAS Tr0ub4dor": the label, what it opens, the value.
_PASSWORD_FOR = re.compile(
    rf"(?:{_PASSWORD_LABEL}|(?<![a-z])pass)\s+(?:for|to|of|"
    + folded_words("от", "для", "für", "pour", "para", "per", "del", "di", "de", "zu")
    + r")\s+(?:[^\s:：]{1,24}\s*){1,4}?[:：=]?\s+(?P<value>(?=[!-~]*[a-z])(?=[!-~]*[0-9!@#$%^&*_])[!-~]{6,64})(?![!-~])"
)
# "the passcode for my phone is 443159": a numeric secret a few words after its label.
_PIN_LATER = re.compile(
    rf"(?:{_PASSWORD_LABEL}|{_PIN_LABEL})(?P<between>[^。！？!?\n]{{0,24}}?)(?:是|为|[:=]|{_IS_WORDS})\s*[\"'`「『“‘]?"
    r"(?P<value>\d(?:[ .\-]?\d){3,7})(?![\d年月日号])"
)
# A wallet's seed phrase: a dozen or more short lowercase words after its label.
_SEED_PHRASE = re.compile(
    r"(?:seed phrase|seed words|recovery phrase|secret recovery phrase|mnemonic(?: phrase| words)?|wallet words|"
    r"backup phrase|"
    + folded_words("助记词", "助記詞", "恢复短语", "シードフレーズ", "복구 구문")
    + r")(?:[^a-z]|(?<![a-z])(?:is|are|was|for|my|of|the|wallet|backup|written|down|here|kept|stored|saved|copy)(?![a-z])){0,32}?(?P<value>(?:[a-z]{3,8}[ ,、-]+){11,23}[a-z]{3,8})"
)
# A wallet's seed phrase with no label at all: twelve or more words in a row from one of BIP-39's
# word lists (the `mnemonic` package's, as folded here). Random prose almost never strings twelve
# of them together; Chinese is left out, its list being 2048 everyday single characters.
_BIP39_LANGUAGES = (
    "english",
    "spanish",
    "french",
    "italian",
    "portuguese",
    "czech",
    "turkish",
    "russian",
    "japanese",
    "korean",
)


@cache
def _bip39_words() -> tuple[frozenset[str], tuple[frozenset[str], ...]]:
    """(every list's words, each list's words), folded; built on the first text long enough to
    hold a seed phrase, not at import (about 50 ms that most processes never need)."""
    lists = tuple(frozenset(fold(word).text for word in Mnemonic(language).wordlist) for language in _BIP39_LANGUAGES)
    return frozenset().union(*lists), lists


_SEED_WORD = re.compile(r"[^\W\d_]+")
# Written out with spaces, dashes or numbers between the words: a list with commas ("milk, egg,
# bread, …") is a shopping list, whose everyday nouns BIP-39 holds too.
_SEED_WORD_RUN = re.compile(r"[^\W\d_]+(?:(?:[\s\-]|\d{1,2}[.)])+[^\W\d_]+){11,}")
_SEED_LENGTH = 12

# A secret spelled for a call in the NATO alphabet, digits among the letters: "one bravo uniform four".
_NATO_LETTERS = (
    "alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike november oscar "
    "papa quebec romeo sierra tango uniform victor whiskey whisky x-ray xray yankee zulu"
).split()
_NATO_WORD = (
    "(?:"
    + "|".join(
        sorted(_NATO_LETTERS + "zero one two three four five six seven eight nine niner".split(), key=len, reverse=True)
    )
    + ")"
)
_NATO_RUN = re.compile(rf"(?<![a-z]){_NATO_WORD}(?:[\s,\-]+{_NATO_WORD}){{4,}}(?![a-z])")


def _nato_spelled(text: str) -> Iterator[tuple[int, int]]:
    for match in _NATO_RUN.finditer(text):
        words = [word for word in re.split(r"[\s,]+", match.group()) if word]
        letters = [word[0] for word in words if word in _NATO_LETTERS]
        in_order = "".join(letters) in "abcdefghijklmnopqrstuvwxyz"  # "alpha bravo charlie delta": the alphabet itself
        if len(letters) >= 3 and not in_order:
            yield match.span()


def _seed_word_runs(text: str) -> Iterator[tuple[int, int]]:
    if text.count(" ") < _SEED_LENGTH - 1:
        return
    for run in _SEED_WORD_RUN.finditer(text):
        words = list(_SEED_WORD.finditer(run.group()))
        any_list, lists = _bip39_words()
        if sum(word.group() in any_list for word in words) < _SEED_LENGTH:
            continue
        for wordlist in lists:
            streak: list[re.Match[str]] = []
            for word in [*words, None]:
                if word is not None and word.group() in wordlist:
                    streak.append(word)
                    continue
                if len(streak) >= _SEED_LENGTH:
                    yield run.start() + streak[0].start(), run.start() + streak[-1].end()
                streak = []


# The answer to an account's security question identifies the account holder's secret.
_SECURITY_ANSWER = re.compile(
    r"(?:security (?:question )?answer|answer to (?:my|the) security question|密保答案|安全问题(?:的)?答案|密保问题(?:的)?答案"
    r"|mother'?s maiden name|母亲的娘家姓|母亲的姓氏)\s*(?:[:=]|是|为|is|was)\s*[\"'“「]?(?P<value>[^\s\"'”」。，,]{2,40})"
    # "security question – first pet's name: Biscuit", "Pregunta de seguridad: … = Canela",
    # "秘密の質問の答えは「ポチ」", "비밀번호 질문 답: … = 한빛초": the question, then its answer.
    r"|(?:security question|secret question|"
    + folded_words(
        "question secrète",
        "pregunta de seguridad",
        "pregunta secreta",
        "domanda di sicurezza",
        "sicherheitsfrage",
        "контрольный вопрос",
        "秘密の質問",
        "비밀번호 질문",
        "보안 질문",
        "密保问题",
        "密保",
    )
    + r")[^。！？!?\n]{0,60}?(?:[:=]|答え?は?|답\s*[:=]?|答案是?|(?<![a-z])(?P<verb>is|was|est|es|ist|war|era|é|è|jest|je|er|är)(?![a-z]))\s*(?P<quote2>[\"'“「]?)(?P<value2>[^\s\"'”」。，,]{2,40})"
)
_A_YEAR = re.compile(r"(?:19|20)\d\d")
# what follows "the answer is" when none is given: forgotten, wrong, right
_NOT_AN_ANSWER = frozenset(
    "mir dir ihm uns falsch richtig wrong right correct incorrect sbagliata sbagliato giusta giusto errónea errada"
    " incorrecta incorrecto correcta fausse faux bonne nicht noch also".split()
)
_ANSWER_WORD = re.compile(
    r"(?<![a-z])(?:answer|antwort|réponse|reponse|respuesta|risposta|resposta|antwoord|odpowiedź|odpowiedz|ответ|svar|vastaus)"
)
# 口令“天王盖地虎”: a quoted Chinese pass phrase.
_A_LINE_OF_A_PLAY = re.compile(r"台词|剧本|剧情|游戏里|电影里|小说里|歌词|口号|台詞|劇本|セリフ|台本|대사")
_QUOTED_CJK_PASSWORD = re.compile(
    r"(?:"
    + _CJK_PASSWORD_WORDS
    + r")\s*(?:[:：=]|是|为|就是|设为|设成|改成)?\s*[“「『\"'](?P<value>[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]{2,16})[”」』\"']"
)
_NOT_A_SECRET_NUMBER = re.compile(
    r"长度|位数|几位|有效期|到期|过期|更新|修改于|日期|length|digits|characters|chars|expir|date|year|days|changed|updated|policy"
    r"|postal|zip|postcode|promo|coupon|discount|descuento|cupon|area|country|product|邮编|区号|优惠"
    r"|ttl|timeout|attempts|retries|size|max|min"
)
_PIN = re.compile(rf"(?P<label>{_PIN_LABEL}){_ASSIGN}{_QUOTE}(?P<value>\d(?:[ .\-]?\d){{3,7}})(?![\d])")
# Backup and recovery codes are letters and digits: "recovery codes: a1b2c-3d4e5", "backup code R7K2P".
_CODE_VALUE = re.compile(
    r"(?<![a-z])(?:backup codes?|recovery codes?|one[ -]?time codes?|guard codes?|2fa codes?|mfa codes?|"
    + folded_words(
        "恢复码",
        "备用码",
        "救援码",
        "バックアップコード",
        "복구 코드",
        "backup-codes",
        "wiederherstellungscodes",
        "codes de secours",
    )
    + r")\s*(?:[:=]|is|are|是)?\s*(?P<value>(?=[a-z0-9-]*[0-9])(?=[a-z0-9-]*[a-z])[a-z0-9]{4,12}(?:-[a-z0-9]{3,12})?)(?![a-z0-9])"
)
# A list of recovery codes needs no label: four or more "e327f-bd806" in a row (GitHub's shape).
_RECOVERY_CODE = r"(?=[0-9a-f-]*\d)[0-9a-f]{4,5}-[0-9a-f]{4,5}"
_RECOVERY_CODE_LIST = re.compile(rf"(?<![\w-]){_RECOVERY_CODE}(?:[\s,;]+{_RECOVERY_CODE}){{3,}}(?![\w-])")
_NOT_A_PASSWORD = frozenset(
    """required optional none null nil empty blank hidden masked redacted incorrect wrong correct weak strong expired
    expires reset changed change forgotten forgot invalid valid protected needed mandatory manager managers policy
    policies field fields input length hash hashed encrypted strength recovery update the a an my your is not too same
    different secure insecure safe set saved stored plain plaintext text login entry prompt please here below above
    and or for with without when to of it this that same_as xxx? placeholder example sample your_password password
    passwd pass pwd secret changeme changeme? true false yes no on off reuse reused rotation rotate complexity rules rule
    requirements requirement manager hint hints protected characters chars digits letters only must should will
    see siehe voir ver vedi zie patrz смотри
    pflichtfeld erforderlich obligatorisch obligatorio requerido obrigatorio obligatoire requis obbligatorio richiesto
    verplicht wymagane wymagany zorunlu musi muss doit debe deve moet mindestens minimo minimum
    1password bitwarden lastpass keepass keepassxc dashlane keychain enpass nordpass proton""".split()
)
# Passwords given the way tools take them: DB_PASSWORD=…, mysql -pSECRET, --password SECRET.
_TOOL_PASSWORD = re.compile(
    r"(?<![a-z0-9])[a-z0-9_]*(?:password|passwd|pwd|pass)\s*[=:]\s*[\"']?(?P<value>[^\s\"';,&]{3,})"
    r"|(?<![a-z0-9])(?:mysql|mysqldump|mariadb|mysqladmin)\b[^\n]{0,80}?\s-p(?P<value2>[^\s]{3,})"
    r"|--password[= ](?P<value3>[^\s]{3,})|sshpass\s+-p\s*(?P<value4>[^\s]{3,})"
)
_PLACEHOLDER = re.compile(
    r"^(?:<[^>]*>?|\{[^}]*\}?|\$\{?[a-z_]+\}?|%s|\{\{?[^}]*\}?\}|\?+|\.{2,}|[*•#·]{3,}|\[redacted\]|none|null)$"
)
# The password runs to the last "@" before the host: "root:Tiger70@@db" has the password "Tiger70@".
_URL_CREDENTIAL = re.compile(r"(?<![a-z0-9])[a-z][a-z0-9+.\-]*://(?P<user>[^\s/:@]*):(?P<value>[^\s/]{2,})@[a-z0-9\[]")
_URL_PLACEHOLDERS = frozenset(
    "password pass passwd pwd secret xxx xxxx *** **** ***** user:password <password> {password}".split()
)

# A secret named in a sentence, and in reach of its name something only a secret looks like:
# the phrasings no template lists ("开机密码我设的 qwe!2024", "the code for the front door is
# 4417#", "my bank password is the same as my email one: Rover!1999", "老婆的生日 0612 就是我的取款密码").
# A code of something locked, in the languages the labels cover: a code word and a lockable
# thing within a few words of each other ("código de la alarma", "code du portail", "codice del
# cancello", "код от сейфа"), a German compound ("Zugangscode", "Türcode"), or a safe or a
# padlock alone (its number is its combination: "Cofre do escritório: 89-20-15").
# "for" between a code and what it opens
_CODE_FOR = folded_words(
    *"for to of til för für pour para voor do da dos das del della du per di de zu zum zur af av dla na".split()
)
_CODE_WORDS = folded_words(
    "code", "codes", "código", "codigo", "codice", "kod", "kode", "код", "コード", "코드", "번호", "暗証番号",
    "kods", "kodas", "kood", "kodi",
    "combination", "combinaison", "combinación", "combinazione", "combinação", "kombination", "combinatie",
    "kombinacja", "комбинация", "комбинацию", "번호키",
    "koden", "koodi", "kód", "kódja", "κωδικός", "κωδικό", "קוד", "הקוד", "رمز", "कोड", "पिन", "รหัส",
    "kodu", "kodun", "şifresi", "şifresini", "şifre", "kodem", "kóddal", "kodea", "kodearen",
)  # fmt: skip
_LOCKED_THINGS = folded_words(
    "door", "gate", "safe", "lock", "alarm", "locker", "garage", "building", "portail", "porte", "portón", "puerta",
    "atea", "atearen", "atariko", "sarrerako", "giltzarrapo",
    "porta", "portão", "portao", "cancello", "portone", "tür", "haustür", "tor", "deur", "voordeur", "hek", "drzwi",
    "garagentor", "gartentor", "hoftor", "eingangstür", "wohnungstür", "kellertür", "briefkasten", "fahrradschloss",
    "brama", "дверь", "двери", "ворота", "домофон", "домофона", "сейф", "сейфа", "ドア", "玄関", "門", "金庫", "대문",
    "현관", "금고", "자물쇠", "도어락", "alarme", "alarma", "allarme", "alarmanlage", "сигнализации", "сигнализация",
    "警報", "경보", "cadenas", "candado", "cadeado", "lucchetto", "schloss", "vorhängeschloss", "hangslot", "kłódka",
    "замок", "замка", "南京錠", "taquilla", "casier", "armadietto", "spind", "szafka", "шкафчик", "ロッカー", "사물함",
    "cofre", "caja fuerte", "cassaforte", "coffre", "kluis", "sejf", "buzón", "interphone", "citofono", "portal",
    "durvju", "durvis", "vārti", "vārtu", "kāpņutelpas", "durų", "vartų", "ukse", "värava",
    "card", "carte", "tarjeta", "cartão", "carta", "karte", "kaart", "karta", "карта", "карты", "カード", "카드",
    "alarmen", "døren", "døra", "porten", "dörren", "larmet", "kassaskåpet", "sleutelkastje", "kluisje", "ovi",
    "oven", "hälytin", "kassakaappi", "lukko", "kapu", "ajtó", "riasztó", "széf", "lakat", "trezor", "trezoru",
    "dveře", "brána", "zámek", "domofon", "domofonu", "alarmu", "bramy", "sejfu", "kapı", "kasa", "kilit",
    "πόρτα", "πόρτας", "συναγερμό", "συναγερμού", "χρηματοκιβώτιο", "האזעקה", "אזעקה", "הדלת", "כספת", "الباب",
    "الخزنة", "الإنذار", "दरवाज़ा", "दरवाजा", "लॉकर", "तिजोरी", "ประตู", "ตู้เซฟ", "สัญญาณกันขโมย", "atm", "एटीएम",
    "เอทีเอ็ม",
    # more things that lock, and Turkish and Swedish inflected forms
    "front door", "shed", "padlock", "keypad", "key pad", "alarm panel", "suitcase", "entrance", "barrier",
    "storage unit", "lockbox", "key box", "keysafe", "intercom", "buzzer", "garaje", "armário", "alarme", "garagem",
    "digicode", "armadietto", "schließfach", "poort", "slot", "fietsslot", "dörr", "lås", "låset", "cykellås",
    "cykellåsen", "förråd", "förrådet", "grinden", "dør", "hengelås", "kłódki", "kapısı", "kapısının", "kapının",
    "kilidi", "kilidin", "dolap", "dolabın", "dolabı", "kasanın", "калитка", "двері", "хвіртка", "αυλόπορτα",
    "λουκέτο", "καγκελόπορτα", "ușa", "poarta", "lacăt", "השער", "המנעול", "הכספת", "البوابة", "القفل", "गेट",
    "ताला", "cửa", "khóa", "két", "pintu", "gembok", "brankas", "loker", "portti", "kaappi", "mlango", "kufuli",
    "门禁", "大门", "门锁", "密码锁", "保险柜", "柜子", "车库",
)  # fmt: skip
_SAFE_OR_PADLOCK = folded_words(
    "cofre", "caja fuerte", "cassaforte", "coffre-fort", "coffre", "kluis", "sejf", "sejfu", "sejfie", "сейф", "сейфа",
    "сейфу", "金庫", "금고",
    "cadenas", "candado", "cadeado", "lucchetto", "vorhängeschloss", "hangslot", "kłódka", "南京錠", "자물쇠", "padlock",
    # a safe in more languages
    "seifas", "seifą", "seifo", "seifs", "seif", "trezor", "trezoru", "széf", "kassaskåp", "kassaskåpet", "pengeskab",
    "pengeskabet", "pengeskap", "kassakaappi", "kassakaapin", "brankas", "két sắt", "ตู้เซฟ", "तिजोरी", "خزنة", "خزانة",
    "گاوصندوق", "כספת", "χρηματοκιβώτιο", "χρηματοκιβωτίου", "ダイヤル錠",
)  # fmt: skip
# A combination is a secret by itself, as "combination" is in English.
_COMBINATION_WORDS = folded_words(
    "combinación", "combinaison", "combinazione", "combinação", "kombination", "combinatie", "kombinacja",
    "комбинация", "комбинацию", "ダイヤル番号", "비밀번호 조합", "συνδυασμός", "συνδυασμό", "kombinace", "kombinaci",
    "kombinasyon", "kombinasyonu", "kombinaatio", "kombináció", "kombinasjon", "kombinationen", "צירוף", "تركيبة",
    "कॉम्बिनेशन", "কম্বিনেশন", "ಕಾಂಬಿನೇಶನ್", "కాంబినేషన్", "കോമ്പിനേഷൻ", "કોમ્બિનેશન", "ਕੰਬੀਨੇਸ਼ਨ",
)  # fmt: skip
_LOCK_CODE = (
    rf"(?<![a-z])(?:{_CODE_WORDS})(?![a-z])\W*(?:\w+\W+){{0,3}}?(?:{_LOCKED_THINGS})(?![a-z])"
    rf"|(?<![a-z])(?:{_LOCKED_THINGS})(?![a-z])\W*(?:\w+\W+){{0,2}}?(?:{_CODE_WORDS})(?![a-z])"
    rf"|(?<![a-z])(?:zugangs|tür|tur|haustür|haustur|tor|alarm|tresor|schloss|spind|garagen)code(?![a-z])"
    # compounds of the Nordic, Dutch, Finnish and Hungarian languages ("portkoden", "ovikoodi", "kapukód")
    rf"|(?<![a-z])(?:ovi|portti|kapu|ajto|deur|alarm|kluis|garage|dør|dor|port|larm|dörr|porte|halytin|tresor|lås|las)"
    rf"(?:koodi|kod|code|kode|koden|kodu)(?![a-z])"
    rf"|(?<![a-z])(?:{_SAFE_OR_PADLOCK}|{_COMBINATION_WORDS})(?![a-z])"
)
# "opens with" in the languages the labels come in: the verb, then "with" a few words on
# ("Η πόρτα ανοίγει με 9630", "Il cancello si apre col 62727", "Телефон розблоковується кодом …").
_OPENS = folded_words(
    *("åpner", "åbner", "öppnas", "öppnar", "ανοίγει", "nyílik", "açılıyor", "açılır", "se abre", "abre"),
    *("gaat open", "si apre", "s'ouvre", "ouvre", "öffnet", "entsperrt", "розблоковується", "відкривається"),
    *("открывается", "разблокируется", "otwierasz", "otwiera", "odemkneš", "odemyká", "se deschide"),
    *("deschide", "terbuka", "mở", "se quita", "geht"),
    *("slår du av", "slås av", "skrur av", "låser opp", "åpnes", "låses upp", "slår fra", "låser op", "avautuu"),
)
_WITH = folded_words(
    *("med", "με", "con", "col", "com", "mit", "met", "avec", "ile", "cu", "dengan", "bằng", "kodem", "kódem"),
    *("кодом", "kóddal", "kodu ile"),
)
# The bank card itself as its PIN's name ("el de la tarjeta del banco es 7392", "kadi ya ATM ni …"):
# only with the number said to be it, right after ("es de 2019", "kostet 2024" say other things).
_BANK_CARD_NAME = (
    r"(?<![a-z])(?:atm card|bank card|debit card|cash card|tarjeta del banco|tarjeta de débito|tarjeta de debito"
    r"|cartão do banco|cartao do banco|carte bancaire|carte bleue|bankkarte|ec-karte|girokarte|karta bankowa"
    r"|kadi (?:yangu )?ya atm|kadi ya benki)(?![a-z])(?! (?:ends|ending|number|expires|termina|terminada))"
)
_BANK_CARD = re.compile(_BANK_CARD_NAME)
_SAID_TO_BE = re.compile(r"\s*(?:(?:is|es|ni|est|ist|é|e|je|er|är|jest|son|sono)\s*|[:=]\s*)")
# "Code" as most languages borrowed it, in any script ("kodea", "kóòdù", "kody", "კოდი", "కోడ్",
# "ကုဒ်", "کوډ"), and the native words of scripts without spaces (Thai, Lao, Khmer): with a
# number of four digits or more in reach and no public kind named before that number, a code
# someone keeps. The word "code" itself (and "kode", as Indonesian and Norwegian spell it) is
# left to the rules above, which know its public uses.
_CODE_IN_OTHER_SCRIPTS = r"कोड|కోడ్|કોડ|ਕੋਡ|কোড|கோட்|குறியீ|ಕೋಡ್|കോഡ്|කේත|කෝඩ්|ကုဒ်|កូដ|ລະຫັດ|ኮድ|کوډ|کوڈ|کد|كود|קוד|კოდ|կոդ|կnդ|รหัส"
# "Lock" as the scripts without a word of their own for a phone's or a door's lock borrowed it
# ("ਫ਼ੋਨ ਦਾ ਲਾਕ 7852", "లాక్ 053209"), and the boxes a key waits in for a guest: with a number of
# four digits or more in reach, as a borrowed "code" is.
_LOCK_IN_OTHER_SCRIPTS = r"लॉक|ਲਾਕ|લૉક|లాక్|லாக்|ಲಾಕ್|ലോക്ക്|ලොක්|လော့ခ်|لاک|লক(?=\s|$)"
_KEY_BOX_WORDS = folded_words(
    *("key box", "keybox", "lockbox", "key safe", "keysafe", "nøkkelboks", "nøkkelboksen", "nyckelbox"),
    *("nyckelboxen", "nøglebox", "nøgleboks", "nøgleboksen", "avainlaatikko", "avainlaatikon", "avainboksi"),
    *("lyklabox", "lyklaboxið", "lyklaboxinu", "sleutelkastje", "sleutelkluis", "schlüsselbox", "schlüsselkasten"),
    *("schlüsseltresor", "boîte à clés", "boîte à clé", "caja de llaves", "cajetín", "portachiavi"),
)  # not a parcel locker: its name stands beside the parcel's public tracking number
# A keypad: the number keyed into it is its code ("bariyerdeki tuş takımına 9605 girip").
_KEYPAD_WORDS = folded_words(
    *("keypad", "key pad", "tuş takımı", "tuş takımına", "tastenfeld", "ziffernblock", "codeklavier", "clavier"),
    *("digicode", "teclado numérico", "tastierino", "klawiatura", "кодовая панель", "кодовой панели", "キーパッド"),
    *("テンキー", "키패드", "密码键盘", "toetsenbord", "näppäimistö", "knappsats", "tastatura", "πληκτρολόγιο"),
)
# A locker, a gate or a door named before the word "code" in its clause: "Kluisje 112 bij het
# zwembad, code 0913", "Locker 112 at the pool, code 0913" (a locker's own number is public).
_LOCKER_WORDS = folded_words(
    *("locker", "kluisje", "kluis", "spind", "schließfach", "casier", "consigne", "taquilla", "armadietto"),
    *("cacifo", "szafka", "skříňka", "шкафчик", "ячейка", "dolap", "kaappi", "skåp", "skab", "skap", "ロッカー"),
    *("사물함", "储物柜", "寄存柜", "gate", "door", "garage", "padlock", "bike lock", "tür", "tor", "porte"),
    *("portail", "puerta", "portón", "porta", "portão", "cancello", "deur", "hek", "drzwi", "brama", "дверь"),
    *("ворота", "kapı", "ovi", "portti", "dør", "dörr", "grind", "port"),
)
_LOCKER_CODE = (
    rf"(?<![^\W\d_])(?:{_LOCKER_WORDS})(?![^\W\d_])[^.!?\n]{{0,40}}?(?<![^\W\d_])"
    r"(?:code|kode|koden|codigo|código|codice|kod|kodu|kód|kood|код|κωδικός|コード|코드)(?![^\W\d_])"
)
_CODE_ANY_LANGUAGE = (
    r"(?<![^\W\d_])(?:[ck]o{1,2}d(?!e(?:s|d|r|x)?(?![^\W\d_])|e[ck]|a[k])[^\W\d_]{0,5}|koд[^\W\d_]{0,4}|kод[^\W\d_]{0,4})(?![^\W\d_])"
    rf"|{_CODE_IN_OTHER_SCRIPTS}"
)
# What a borrowed "code" is when it is public: postal, error, tax, discount, prescription,
# tracking and bar codes, by the stems most languages share; and a registry's acronym after it
# ("Код ЄДРПОУ"). Read from two words before the code word to the number.
_PUBLIC_CODE_STEM = re.compile(
    r"(?<![^\W\d_])(?:"
    + folded_words(
        *("post", "pustal", "pocht", "pocz", "poşt", "pošt", "pašt", "пошт", "почт", "пощ", "zip", "plz", "cep"),
        *("err", "eror", "hata", "xət", "xato", "қате", "virhe", "chyb", "błęd", "bled", "grešk", "gresk", "kļūd"),
        *("klaid", "vea", "villu", "gwall", "earr", "kusk", "khalad", "çewt", "fisc", "tax", "vergi", "налог", "подат"),
        *("discount", "rabat", "nuolaid", "descont", "sconto", "promo", "kupon", "coupon", "voucher", "ricett"),
        *("recept", "recet", "rezept", "track", "rastr", "barcode", "qr", "swift", "iban", "bic", "шуудан", "алдаа"),
        # a bar code by its bars or lines ("Strichcode", "штрих-код", "kod kreskowy", "vonalkód", "viivakoodi")
        *("strich", "streck", "strek", "streg", "streepjes", "barkod", "viiva", "vonal", "kresk", "čárov", "штрих"),
        # a dress code, borrowed or said
        *("dress", "dres", "дрес", "vestiment", "pakaian", "giyim", "oblač", "kıyafet"),
        # a booking's record locator (PNR), printed on every boarding pass
        *("pnr",),
    )
    + ")|"
    + folded_words(
        *("हुलाक", "डाक", "पोस्ट", "त्रुट", "తపాలా", "పోస్ట", "లోపం", "ఎర్రర్", "அஞ்சல்", "தபால்", "பிழை", "තැපැල්"),
        *("දෝෂ", "ટપાલ", "પોસ્ટ", "ભૂલ", "ਡਾਕ", "ਗਲਤੀ", "ডাক", "পোস্ট", "ত্রুটি", "ไปรษณีย์", "ข้อผิดพลาด", "ໄປສະນີ"),
        *("ຜິດພາດ", "ប្រៃសណីយ៍", "កំហុស", "စာတိုက်", "အမှား", "ፖስታ", "ስህተት", "پوست", "ڈاک", "خطا", "خطأ", "בריד"),
        *("שגיאה", "საფოსტო", "შეცდომ", "փոստ", "սխալ", "դրես", "დრეს", "ντρες", "შტრიხ", "ბარკოდ", "շտրիխ"),
    )
)
_SECRET_NAME = re.compile(
    rf"{_PASSWORD_LABEL}|{_PIN_LABEL}|{_LOCK_CODE}"
    r"|(?<![a-z])(?:combination|combo|disarm(?:ing)? code|disarm|wi-?fi key|wlan key|wpa2? key|network key|"
    r"cvv2?|cvc2?|csc)(?![a-z])"
    # the bank card itself as the PIN's name: "el de la tarjeta del banco es 7392", "kadi ya ATM ni …"
    rf"|{_BANK_CARD_NAME}"
    r"|(?<![a-z])(?:code|key|combination|combo) (?:for|to|of) (?:the |my |our )?(?:front |back |main |side )?"
    r"(?:door|gate|safe|lock|garage|alarm|building|locker|apartment|flat|house|lobby|office)(?![a-z])"
    r"|(?<![a-z])(?:keypad|digicode|tresor(?:code)?|geheimzahl|wi-?fi|wlan|hotspot)(?![a-z])"
    # Thai: "รหัส…คือ 662264", a code for something, then "is"
    r"|รหัส[^\s]{0,30}?คือ"
    # "the safe in the hotel room: 1820", "locker: 4471": a thing that opens on a code, then a colon
    rf"|(?<![^\W\d_])(?:{_SAFE_OR_PADLOCK}|safe|locker|lockbox|key ?box|keysafe|key safe|alarm panel|keypad)"
    r"(?:\s+(?:in|at|of|on|w|we|na|im|in der|em|no|na|en|dans|nel|nella|в|у)\s+(?:\S+\s+){0,3}?\S+)?\s*[:：]"
    # "Koden til cykelskuret er 1737", "der Code für den Fahrradkeller ist …": a code for a thing, said to be
    rf"|(?<![a-z])(?:{_CODE_WORDS})\s+(?:{_CODE_FOR})\s+"
    r"(?:[^\W\d_]+\s+){0,2}?[^\W\d_]+\s*(?:(?<![a-z])(?:is|er|är|ist|est|es|é|è|je|on|era|was)(?![a-z])|[:=])"
    # "the code is 6 3 5 0 2 1": a code that is someone's, said to be a number ("the error code
    # is", "the zip code is" name a public one, judged by the value's check)
    r"|(?<![a-z])(?:the|my|our|his|her|their|your) code(?:'s| is| was|:)"
    r"|保险柜|保险箱|密码锁|安全码|锁屏|解锁|开机|热点|[四六468]位数|비번|와이파이|门禁|门锁|密码门"
    # what a secret does, not what it is called: "my phone unlocks with 429894", "the padlock
    # opens with 8616", "the code they just texted me is 782863", "the vault is on 731201",
    # "just type 0297 and swipe up", "use Velvet_Quartz=3804 to get into the shared drive"
    r"|(?<![a-z])(?:unlocks?|unlocked|opens?|opened)\s+(?:up\s+)?with(?![a-z])"
    r"|(?<![a-z])(?:unlock|screen|phone|tablet)\s+pattern(?![a-z])"
    rf"|(?<![a-z])(?:{_OPENS})\W+(?:\w+\W+){{0,2}}?(?:{_WITH})(?![a-z])"
    r"|(?<![a-z])(?:code|otp|pin)\s+(?:they|you|the bank|the app|the site|it)\s+(?:just\s+)?(?:texted|sent|emailed|messaged)"
    r"|(?<![a-z])vault(?![a-z])"
    r"|(?<![a-z])(?:type|enter|punch\s+in|key\s+in|use)(?=\s+\S{3,40}\s+(?:to\s+(?:get\s+in|unlock|log\s*in|sign\s*in|access"
    r"|open)|and\s+(?:swipe|press|hit)|at\s+the\s+(?:prompt|keypad|door)))"
    rf"|{_LOCK_IN_OTHER_SCRIPTS}|(?<![^\W\d_])(?:{_KEY_BOX_WORDS}|{_KEYPAD_WORDS})(?![^\W\d_])|(?P<locker_code>{_LOCKER_CODE})"
    # last, so that a name the shapes above know is read by them first ("koden til opgangen er")
    rf"|(?P<borrowed_code>{_CODE_ANY_LANGUAGE})"
)
# Literal pieces of every non-password name above: most texts hold none, and this costs far less.
_SECRET_NAME_HINT = re.compile(
    r"pin|otp|2fa|mfa|cvv|cvc|csc|code|codigo|nuh|nih|门禁|门锁|暗证|puk|combo|combination|disarm|key|пин|码|保险|密|暗証|인증|코드|コード"
    rf"|[ck]o{{1,2}}d|koд|kод|{_CODE_IN_OTHER_SCRIPTS}"  # the borrowed "code", as literal pieces
    r"|keypad|digicode|tresor|geheimzahl|wi-?fi|wlan|hotspot|锁屏|解锁|开机|热点|位数|비번|와이파이|safe"
    # the PIN and code words of other scripts and Latin spellings that hold no "code"
    r"|kod|kood|পিন|பின|पिन|رقم|رمز|קוד|kwδik|รหัส|ピン|暗码|확인|ፒን|ፒኔ|పిన|ಪಿನ|പിൻ|પિન|ਪਿੰਨ|ପିନ|پن|پِن|ya siri|aṣiri|sirri"
    r"|ibanga|ပင်နံပါတ်|លេខកូដ|សម្ងាត់|གསང"
    rf"|{_LOCK_IN_OTHER_SCRIPTS}|{_KEY_BOX_WORDS}|{_KEYPAD_WORDS}"
    # "texted", "sent" … follow a code word above; type, enter and use need what the rule needs after them.
    r"|unlock|open|vault|pattern|atm|bank card|debit card|cash card|tarjeta|cartão|cartao|carte|bankkarte|ec-karte|girokarte|karta|kadi"
    r"|to\s+(?:get\s+in|unlock|log\s*in|sign\s*in|access|open)|and\s+(?:swipe|press|hit)|at\s+the\s+(?:prompt|keypad|door)"
    rf"|{_OPENS}"
    rf"|{_CODE_WORDS}|{_SAFE_OR_PADLOCK}|{_COMBINATION_WORDS}"
    # and every PIN word itself, so that a word added there needs no second entry here
    rf"|{_PIN_LABEL}"
)
# a card's check code, and a suitcase's or a bike lock's three wheels
_THREE_DIGIT_NAME = re.compile(rf"cvv|cvc|csc|安全码|security code|{_COMBINATION_WORDS}")
_SECRET_REACH = 48
_REACH_END = re.compile(r"[。！\n]|[.!](?=\s|$)")
# A comma or full stop may end the clause after the number ("PIN 7864, don't tell"), but not
# continue it ("1,234", "3.14").
_DIGIT_SECRET = re.compile(
    # "*9180": a star keyed before the digits, as door panels ask
    # a colon after it only where a clause goes on ("combinazione 0284: la trovi …"), not a time's "12:30"
    r"(?:(?<=(?<!\S)\*)|(?<![\w/:#+\-!@$%^&*]))(?<!\d[.,])(?<![a-z]\.)\d(?:[ \-]?\d){2,9}(?![\w/%@]|:\S|[.,]\d|[ \-]\d)"
)
_MIXED_SECRET = re.compile(r"(?<![!-~])(?=[!-~]*\d)(?=[!-~]*[a-z])[!-~]{5,64}(?![!-~])")
# What a number near a secret's name is when it is not the secret: a count, a length, a time,
# a date, the tail of a phone number.
_NUMBER_LEAD = re.compile(
    r"(?:至少|最少|不少于|不超过|最多|超过|多于|少于|尾号|末尾|后四位|末四位|有效期|过期|每隔?|"
    r"(?<![a-z])(?:at least|at most|minimum|maximum|min|max|up to|every|each|within|after|expires?|expiring|"
    r"ending in|ends in|ends with|last (?:four|4|digits)|since|until|from|in|year|version|ver|v"
    # "from" and "since" before a year, in a few more languages ("Kassaskåp från 1998")
    r"|från|fran|fra|frá|von|seit|depuis|desde|dal|od|z roku|vuodelta|tahun|года|год|évi|evi|yılı|yili|năm|nam|sejak|van)(?![a-z]))\W{0,3}$"
)


def _number_named_by(before: str) -> bool:
    """The words right before a number say it is a count, a limit or a time, or name a thing
    (room, model, postcode …), not a secret."""
    return bool(
        _NUMBER_LEAD.search(before) or PUBLIC_NUMBER_LABEL.search(before) or NAMED_A_FEW_WORDS_BEFORE.search(before)
    )


# Punctuation that closes a clause or a quote after a value, not part of it.
_CLOSING_PUNCTUATION = ".,;:!?)]}>'\"`」』”’؛،۔।。，；！？"


def _trimmed(value: str) -> str:
    return value.rstrip(_CLOSING_PUNCTUATION)


def _reach_end(text: str, start: int, length: int) -> int:
    """Where a value that belongs to the name ending at `start` can end: `length` characters on,
    or the end of the sentence."""
    end = _REACH_END.search(text, start)
    return min(start + length, end.start() if end else len(text))


def _names_a_thing(text: str, start: int, end: int) -> bool:
    """The words just before the value at `start` (read up to `end`) name a thing (room, model,
    postcode …), not a secret."""
    return _number_named_by(text[max(0, start - 24) : end])


_TECH_TOKEN = re.compile(
    r"(?:sha|md|argon|pbkdf|aes|rsa|des|base|utf|oauth|https?|ipv|tls|ssl|win|ios|android|iphone|ipad|pixel|"
    r"galaxy|ps|xbox|gpt|python|py|java|node|rtx|gtx|wpa|wep|totp|hotp|u2f|fido|mp|iso|rfc|ssid|cmcc)\d"
    r"|v?\d+(?:\.\d+)+|\d+(?:g|gb|mb|kb|k|m|h|s|ms|px|mp|mm|cm|km|kg)$|.*(?:://|@.*\.|^/|^~)"
    # a container image and its tag ("postgres:16", "node:20-alpine")
    r"|[a-z][a-z0-9._/-]*:v?\d+(?:\.\d+)*(?:-[a-z0-9]+)?$"
    r"|(?:[0-9a-f]{2}[:\-]){5}[0-9a-f]{2}$"  # a MAC address
)
_VALUE_BEFORE_NAME = re.compile(
    r"(?<![\w.,/:#+\-])(?P<value>\d(?:[ \-]?\d){3,9}|(?=[!-~]*\d)(?=[!-~]*[a-z])[!-~]{5,64})\s*"
    r"(?:就是|即是|即为|便是|也就是|是)(?:我|我的|我们的|我家的?)?[^\s，。,.!?！？]{0,6}?"
    r"(?:" + _CJK_PASSWORD_WORDS + r"|口令|pin)"
)


# A token shaped like a password (eight or more characters of three kinds: lower, upper, digit,
# symbol) a few words after an account or a machine: "U: alice.m  P: Br4mbl3_3lbm4rb71",
# "ssh 上去用 root，maple71HARBOR?", "ログインは tanaka / 734cup?puc43751".
# Words after which the next token is often the account's own name, and words for a machine or
# a locked thing, whose next token is its password. Latin words need word boundaries.
_ACCOUNT_NAME_WORDS = (
    r"login|log in|logon|sign in|username|user|account|acct|u",
    r"ログイン|アカウント|账号|帳號|帐号|用户|登录|登入|로그인|계정",
)
_LOCKED_THING_WORDS = (
    r"root|admin|ssh|mysql|postgres|db|database|server|vault|wifi|wi-fi|wlan|zip|rar|7z|p",
    r"服务器",
)
_ACCOUNT_WORD = re.compile(
    rf"(?<![a-z])(?:{_ACCOUNT_NAME_WORDS[0]}|{_LOCKED_THING_WORDS[0]})(?![a-z])"
    rf"|{_ACCOUNT_NAME_WORDS[1]}|{_LOCKED_THING_WORDS[1]}"
)
_NAMES_AN_ACCOUNT = re.compile("|".join(_ACCOUNT_NAME_WORDS))
_PASSWORD_SHAPED = re.compile(r"(?<![!-~])[!-~]{8,64}(?![!-~])")
_ACCOUNT_REACH = 40


def _password_shaped(view: FoldedText, match: re.Match[str], after_p: bool = False) -> bool:
    token = _trimmed(match.group())
    if len(token) < 8 or re.search(r"://|@.*\.|^[/~.]|\.[a-z]{2,4}$|^[a-z_][a-z0-9_]*[.(=]", token):
        return False  # a URL, an address, a path, a file name, code
    start, end = view.span(match.start(), match.start() + len(token))
    original = view.original[start:end]
    kinds = sum(
        (
            any(c.islower() for c in original),
            any(c.isupper() for c in original),
            any(c.isdigit() for c in original),
            # Names, hosts and versions join words with "_", "." and "-" ("Alice_1990",
            # "build-server-07", "nginx-1.25.3"); a password's symbol is another one, except
            # right after "P:".
            any(not c.isalnum() and (after_p or c not in "_.-") for c in original),
        )
    )
    return (
        kinds >= 3
        and any(c.isdigit() for c in original)
        and not _names_a_thing(view.text, match.start(), match.start())
        and not _TECH_TOKEN.match(token)
    )


# A password-shaped token has eight characters and a digit: most texts hold none.
_LONG_TOKEN_WITH_DIGIT = re.compile(r"(?=[!-~]{8})[!-~]*\d")


def _credential_hits(view: FoldedText) -> Iterator[Hit]:
    text = view.text
    if not _LONG_TOKEN_WITH_DIGIT.search(text):
        return
    for account in _ACCOUNT_WORD.finditer(text):
        if text[max(0, account.start() - 2) : account.start()].endswith(("<", "</")):
            continue  # an HTML tag's name ("<p>Opening hours 10-18</p>"), not a label
        if _names_the_network(text, account):
            continue
        reach_end = _reach_end(text, account.end(), _ACCOUNT_REACH)
        after_p = account.group() == "p"
        names_account = _NAMES_AN_ACCOUNT.fullmatch(account.group()) is not None
        for token in _PASSWORD_SHAPED.finditer(text, account.end(), reach_end):
            if names_account and not re.search(r"[^\w.\-]", _trimmed(token.group())):
                continue  # "username is Alice_1990": the account's name, unless it holds a real symbol
            if _password_shaped(view, token, after_p):
                yield (PASSWORD, *view.span(account.start(), token.end()))
                return


_CJK_PASS_PHRASE = re.compile(r"\s*(?:[:=]|是|为)\s*[\u4e00-\u9fff]{2,12}\d{2,8}(?![\d年月日号位次个元块岁])")


_RANGE_BEFORE = re.compile(r"\d\s*(?:–|—|~|(?<![a-z])(?:a|to|bis|à|até|al|till|do|ile|hasta|until)(?![a-z]))\s*$")
_RANGE_AFTER = re.compile(r"\s*(?:–|—|~|(?<![a-z])(?:a|to|bis|à|até|al|till|do|ile|hasta|until)(?![a-z]))\s*\d")


# A number given as an example of a bad or typical secret: "123456 gibi şifreler", "like 0000".
_EXAMPLE_NEAR = re.compile(
    r"(?<![a-z])(?:like|such as|e\.g\.?|for example|gibi|wie|comme|como|come|zoals|jak|как|наприклад|например|"
    r"ví dụ|misalnya|seperti|z\.b\.|p\.ex\.|por ejemplo|per esempio|bijvoorbeeld|na przykład|esimerkiksi)(?![a-z])"
    r"|例如|比如|像是|などの|같은"
)


# The passwords every list of the worst ones names: given as an example ("don't use passwords like
# 'password123'"), they are advice, not anyone's secret.
_FAMOUS_BAD_PASSWORDS = frozenset(
    (
        *("password", "password1", "password123", "passw0rd", "p@ssw0rd", "p@ssword", "123456", "12345678"),
        *("123456789", "qwerty", "qwerty123", "abc123", "letmein", "iloveyou", "admin", "admin123", "welcome"),
        *("monkey", "dragon", "hunter2", "111111", "1q2w3e4r", "trustno1", "000000", "1234"),
    )
)  # fmt: skip
# Right before the value: "like 'password123'", "jangan guna 123456", not "password: (like I said)".
_EXAMPLE_OR_ADVICE_BEFORE = re.compile(
    rf"(?:{_EXAMPLE_NEAR.pattern}|(?<![a-z])(?:macam|contoh|tulad ng|kiểu như|don't use|do not use|never use|avoid"
    r"|jangan guna|jangan pakai|n'utilisez pas|no uses|non usare|nie używaj)(?![a-z]))\W{0,3}$"
)


def _famous_example_password(text: str, start: int, end: int) -> bool:
    """The hit's value is one of the worst-known passwords, given as an example or in advice.
    Its label is no value: "remember my password: …" names one, whatever "like" came before."""
    lowered = text.casefold() if len(text.casefold()) == len(text) else text
    for token in re.finditer(r"[!-~]+", text[start:end]):
        value = token.group().lower().strip("'\"`.,;:!?()")
        if value in _FAMOUS_BAD_PASSWORDS and not token.group().rstrip().endswith(":"):
            before = lowered[max(0, start + token.start() - 24) : start + token.start()]
            if _EXAMPLE_OR_ADVICE_BEFORE.search(before.rstrip("'\"`«“‘ ")):
                return True
    return False


# Said of a trivial number (0000, 123456), these make it a default or a bad example, no secret.
_TRIVIAL_NUMBER_CONTEXT = re.compile(
    r"(?<![a-z])(?:default|factory|printed|manual|rejects?|rejected|refuses|not allowed|never use|avoid|weak|common"
    r"|obvious|guessable|standard|voreingestellt|werkseinstellung|werkseitig|lehnt|abgelehnt|nicht erlaubt|por defecto"
    r"|predeterminad[oa]|par defaut|padrao|predefinit[oa]|domyslny|по умолчанию|заводской|varsayilan"
    # how many people use it: "비밀번호를 '1234'로 쓰는 사람이 아직도 많다던데"
    r"|many people|people still|statistics?|most common|popular)(?![a-z])"
    r"|默认|出厂|初期設定|デフォルト|기본값|초기|통계|사람이|사람들|很多人|统计|統計|多くの人"
)


def _example_number(text: str, start: int, end: int) -> bool:
    digits = re.sub(r"\D", "", text[start:end])
    trivial = len(set(digits)) == 1 or digits in "0123456789" or digits in "9876543210"
    return trivial and bool(
        _EXAMPLE_NEAR.search(text, max(0, start - 16), min(len(text), end + 16))
        or _TRIVIAL_NUMBER_CONTEXT.search(text, max(0, start - 48), min(len(text), end + 48))
    )


# India's postal code is its "PIN code": six digits, the first 1 to 8 ("పిన్ కోడ్ 500081",
# "PIN code 560034, Koramangala"). Read so in text written in an Indian script, or where an
# address is named around it; a phone's or a card's six-digit PIN is neither.
_PIN_CODE_BEFORE = re.compile(
    r"(?:pin|पिन|পিন|பின்|పిన్|ಪಿನ್|പിൻ|પિન|ਪਿੰਨ|ପିନ୍|ପିନ)[\s-]*(?:code|kod|कोड|কোড|கோடு|கோட்|కోడ్|ಕೋಡ್|കോഡ്|કોડ|ਕੋਡ|କୋଡ)\W{0,3}(?:[^\W\d]+\W{1,3}){0,3}$"
)
_INDIAN_SCRIPT = re.compile(r"[\u0900-\u0dff]")
# … unless a card, a bank or a phone is named: then the six digits unlock it.
_UNLOCKS_AROUND = re.compile(
    r"(?<![a-z])(?:atm|card|bank|debit|credit|sim|phone|mobile|upi|wallet|unlock|lock|alarm|door|gate|safe|locker)(?![a-z])|एटीएम|এটিএম|ஏடிஎம்|ఏటీఎం|ಎಟಿಎಂ|എടിഎം|એટીએમ|ਏਟੀਐਮ"
    r"|कार्ड|কার্ড|கார்டு|కార్డ|ಕಾರ್ಡ|കാർഡ|કાર્ડ|ਕਾਰਡ|बैंक|ব্যাংক|வங்கி|బ్యాంక|ಬ್ಯಾಂಕ|ബാങ്ക|બેંક|ਬੈਂਕ"
)
_ADDRESS_AROUND = re.compile(
    r"(?<![a-z])(?:office|address|courier|parcel|post|postal|delivery|deliver|branch|city|area|district|nagar|road|colony|village|town|state|india|street|building|shipping|ship)(?![a-z])"
)


_DIGIT_RUN_AT_END = re.compile(r"\d+$")


def _indian_postal_code(text: str, start: int, end: int) -> bool:
    """The hit text[start:end] ends in an Indian postal code named "PIN code" (any script's digits)."""
    run = _DIGIT_RUN_AT_END.search(text, start, end)
    if run is None:
        return False
    digits = "".join(str(unicodedata.digit(char)) for char in run.group())
    before = text[max(0, run.start() - 40) : run.start()].lower()
    if not re.fullmatch(r"[1-8]\d{5}", digits) or not _PIN_CODE_BEFORE.search(before):
        return False
    around = text[max(0, start - 80) : end + 80].lower()
    return bool(_INDIAN_SCRIPT.search(around) or _ADDRESS_AROUND.search(around)) and not _UNLOCKS_AROUND.search(around)


# "the safe in the hotel room: 1820": the room says where the safe is; the number is the safe's.
_LOCKED_THING_IN_A_PLACE = re.compile(
    rf"(?<![^\W\d_])(?:{_LOCKED_THINGS})\s+(?:in|at|of|inside|on|im|in der|dans|en|nel|nella|no|na|w)\s+"
    r"(?:(?:the|my|our|this|der|dem|den|la|le|el|il|o|a)\s+)?(?:[^\W\d_]+\s+)?$"
)


def _digit_secret_ok(text: str, reach_start: int, match: re.Match[str], three_digits: bool) -> bool:
    digits = re.sub(r"\D", "", match.group())
    if len(digits) < 4 and not (three_digits and len(digits) == 3):
        return False
    if _example_number(text, match.start(), match.end()):
        return False
    if UNIT_AFTER.match(text, match.end()) or _number_named_by(text[reach_start : match.start()]):
        return False
    if _RANGE_AFTER.match(text, match.end()) or _RANGE_BEFORE.search(text, max(0, match.start() - 12), match.start()):
        return False  # "0900 a 1800", "1200-1400": a span of time or a range, not a code
    label = PUBLIC_NUMBER_LABEL.search(text, max(0, reach_start - 30), match.start())
    if label and not _LOCKED_THING_IN_A_PLACE.search(text, max(0, label.start() - 40), label.start()):
        return False  # the secret's name is part of a public one: "رمز الخطأ 2448" is an error code
    return not DATE.fullmatch(match.group())  # "changed it 2024-03-05"; a bare 1987 is a PIN


def _mixed_secret_ok(view: FoldedText, match: re.Match[str]) -> bool:
    token = _trimmed(match.group())
    start, end = view.span(match.start(), match.end())
    # A digit of the original text, not a letter the homoglyph table read as one ("тре6ование").
    has_digit = any(char.isdigit() for char in view.original[start:end])
    # Up to the token's first digit, so a joined "postal28013" reads like "postal 28013".
    first_digit = match.start() + next(i for i, char in enumerate(match.group()) if char.isdigit())
    return (
        has_digit
        and not _names_a_thing(view.text, match.start(), first_digit)
        and not _TECH_TOKEN.match(token)
        and _password_value_ok("=", token, True)
    )


# What kind of public code, said right after the word for code: "الرمز الترويجي" (the promo code),
# "código da disciplina" (a course's code), "code promo".
_PUBLIC_CODE_KIND = re.compile(
    r"(?:"
    + folded_words(
        *("الترويجي", "ترويجي", "الخصم", "للخصم", "الكوبون", "التتبع", "البريدي", "المنتج"),
        *("da disciplina", "de la asignatura", "de la materia", "del curso", "do curso", "du cours", "del corso"),
        *("promo", "promocional", "promotionnel", "de réduction", "de descuento", "de desconto", "sconto", "rabatt"),
        *("postal", "de barras", "qr", "del producto", "do produto"),
    )
    + r")"  # no edge after: "key: value" is also read joined ("código da disciplinaeel4680")
)
_CODE_FOR_PUBLIC = re.compile(
    rf"(?:{_CODE_FOR})\s+(?:\S+\s+){{0,2}}?(?:{PUBLIC_THING}"
    r"|promo\w*|discount|coupon|voucher|gift|rabat\w*|descuento|réduction|sconto|tracking|zip|area|country|bar|qr"
    # codes that are books of rules: a code of conduct, of practice, of civil procedure
    r"|conduct|practice|ethics|procedur\w*|procédure|law|civil\w*|penal\w*|criminal|commerce|tax|dress|hono\w*|federal"
    r"|regulations?|statutes?|barras|barres|building)"
)
# "091586 is the alarm code at Mum's": the number first, then what it opens.
_NUMBER_THEN_ITS_NAME = re.compile(
    r"(?<![\w.,:/-])(?P<value>\d{4,8})\s+(?:is|was|'s)\s+(?:the|my|our|his|her|their|mum's|mom's|dad's)\s+"
    r"(?:(?!(?:year|date|time|version|number|size|count|price|amount|length|area|zip|postal|error|status|exit)\b)\w+\s+){0,2}?"
    r"(?:code|pin|passcode|password|combination|combo)(?![a-z])"
)
_HARDWARE_PIN = re.compile(r"pins?\s*#?\d{1,2}(?![\d\-])|pins?\s+\d{1,2}\s*(?:and|&|,|-|to)\s*\d{1,2}(?!\d)")


def _borrowed_code_is_public(view: FoldedText, name: re.Match[str], value: re.Match[str]) -> bool:
    text = view.text
    before = text[max(0, name.start() - 40) : name.start()].split()[-2:]
    around = " ".join(before) + " " + text[name.start() : value.start()]
    start, end = view.span(name.end(), min(len(text), name.end() + 12))
    after = view.original[start:end].split()
    acronym = bool(after) and 3 <= len(after[0]) <= 8 and after[0].isalpha() and after[0].isupper()
    return bool(_PUBLIC_CODE_STEM.search(around)) or acronym


def _names_the_network(text: str, word: re.Match[str]) -> bool:
    """ "el nombre del wifi es «Casa_5G»", "Wifi-aren izena …": the network's name, not its key."""
    return bool(_NETWORK.fullmatch(word.group())) and bool(
        _NAME_OF_IT_BEFORE.search(text, max(0, word.start() - 24), word.start())
        or _NAME_OF_IT_AFTER.match(text, word.end())
    )


_NETWORK = re.compile(r"wi-?fi|wlan|hotspot")
# A network's name, said before it ("the name of the wifi", "le nom du wifi") or after it ("wifi
# name", Basque "wifi-aren izena", Turkish "wifi adı").
_NAME_WORDS = folded_words(
    *("name", "nombre", "nom", "nome", "naam", "namn", "navn", "nimi", "izena", "név", "název", "nazwa", "имя"),
    *("название", "назва", "adı", "ad", "jina", "ism", "nama", "pangalan", "tên", "emri", "ainm", "enw", "nafn"),
    *("ssid", "network name", "იმ", "სახელი", "անուն", "ስም", "orúkọ", "magaca", "suna", "igama", "anarana"),
    # Khmer, Lao, Thai, Burmese, Hindi, Bengali, Tamil, Sinhala, Persian and Arabic, Hebrew, Greek, Mongolian
    *("ឈ្មោះ", "ຊື່", "ชื่อ", "အမည်", "नाम", "নাম", "பெயர்", "නම", "نام", "اسم", "שם", "όνομα", "нэр", "аты"),
)
_NAME_OF_IT_BEFORE = re.compile(
    rf"(?<![a-z])(?:{_NAME_WORDS})(?:\s+(?:of|del|de|du|da|do|della|dello|des|van|der|vom|von|dos|af|av|od)){{0,2}}"
    r"(?:\s+(?:the|la|el|le|il|my|our|mon|mi|mein|meinem|unserem))?\s+$"
)
_NAME_OF_IT_AFTER = re.compile(rf"(?:-\w+)?\s+(?:{_NAME_WORDS})(?![a-z])")


def _secret_near_name_hits(view: FoldedText) -> Iterator[Hit]:
    text = view.text
    for name in _SECRET_NAME.finditer(text):
        if _HARDWARE_PIN.match(text, name.start()) or _PASSWORD_EVENT.match(text, name.start()):
            continue  # "pin 7 on the header is GPIO4": a chip's pin, numbered
        if _names_the_network(text, name):
            continue
        if name.group("locker_code") and _PUBLIC_CODE_STEM.search(name.group()):
            continue  # "the door is at gate 12, promo code …": a public code named in between
        after = text[name.end() : name.end() + 40].lstrip()
        if (
            _CODE_FOR_PUBLIC.search(name.group()) or _CODE_FOR_PUBLIC.match(after) or _PUBLIC_CODE_KIND.match(after)
        ) and not _LOCKED_THING.search(name.group()):
            continue  # "the code for the error is …", "the code for the discount is …"
        reach = (name.end(), _reach_end(text, name.end(), _SECRET_REACH))
        three_digits = bool(_THREE_DIGIT_NAME.search(name.group()))
        value = next(
            (m for m in _DIGIT_SECRET.finditer(text, *reach) if _digit_secret_ok(text, reach[0], m, three_digits)),
            None,
        )
        if name.group("borrowed_code"):
            if value is None or _borrowed_code_is_public(view, name, value):
                continue  # only a number, and no public kind of code named around it
        else:
            value = value or next((m for m in _MIXED_SECRET.finditer(text, *reach) if _mixed_secret_ok(view, m)), None)
        if value is None and _LABEL.fullmatch(name.group()):
            # 口令：天王盖地虎311: a Chinese pass phrase with digits, right after its assignment.
            value = _CJK_PASS_PHRASE.match(text, name.end())
        if value is not None and _BANK_CARD.fullmatch(name.group()):
            if not _SAID_TO_BE.fullmatch(text, name.end(), value.start()):
                continue
        if value is not None:
            yield (PASSWORD, *view.span(name.start(), value.end()))
    for match in _NUMBER_THEN_ITS_NAME.finditer(text) if " is " in text or "'s " in text else ():
        if not _example_number(text, match.start("value"), match.end("value")):
            yield (PASSWORD, *view.span(match.start(), match.end()))
    for match in _VALUE_BEFORE_NAME.finditer(text) if "是" in text else ():
        value = match.group("value")
        if value.replace(" ", "").replace("-", "").isdigit() or _mixed_secret_ok(view, match):
            yield (PASSWORD, *view.span(match.start(), match.end()))


# A code typed into a lock: something that locks (`_LOCKED_THINGS`) and a way of entering a
# number (punch, key in, dial, roll to, opens on) right before or after it. Neither alone:
# "press 1 for English", "gate 12", "locker 412" are no secrets.
_LOCKED_THING = re.compile(
    rf"(?<![^\W\d_])(?:{_LOCKED_THINGS})(?![^\W\d_])"
    # Chinese, Japanese and Korean words take particles straight after them ("현관은")
    + "|"
    + "|".join(
        word for word in _LOCKED_THINGS.split("|") if re.search(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]", word)
    )
)
# Keying a number in: four digits or more ("dial 911" is no secret) ...
_KEY_IN = folded_words(
    *("punch", "punch in", "key in", "press", "dial", "enter", "type", "tap in", "wants", "takes", "code is"),
    *("marca", "marcar", "digita", "digite", "teclea", "introduce", "tape", "tapez", "compose", "composez"),
    *("saisis", "saisissez", "digitare", "inserisci", "componi", "eintippen", "tippen", "eingeben"),
    *("drücken", "drück", "intoetsen", "toets", "tik", "wpisz", "wpisać", "naciśnij", "zadej", "zadejte"),
    *("наберите", "набери", "набрать", "введи", "введите", "нажми", "наберіть", "введіть", "gir", "slå"),
    *("tast", "tryk", "knappa in", "slå in", "yaz", "tuşla", "πάτα", "πληκτρολόγησε", "βάλε"),
    *("írd be", "üsd be", "nyomd be", "tastează", "introdu", "הקש", "תקיש", "اضغط", "أدخل", "ادخل"),
    *("दबाओ", "डालो", "डालना", "nhập", "bấm", "tekan", "masukkan", "näppäile", "syötä", "bonyeza"),
)
# ... or turning a dial to it, or what it opens on: three digits are enough on a combination lock.
_DIAL_TO = folded_words(
    *("roll it to", "roll to", "turn the dial to", "turn it to", "turn to", "set to", "is set to", "opens on"),
    *("opens with", "unlocks with", "open on", "abre no", "abre con", "abre com", "abre en", "se abre girando a"),
    *("disarms with", "disarm it with", "disarm with", "arms with", "put in", "i put in"),
    *("gaat open op", "åbner på", "öppnas med", "öppnas på", "åpnes med", "girando a", "girare su", "stellen auf"),
)
_KEYED_IN_BEFORE = re.compile(
    rf"(?<![^\W\d_])(?:(?P<dial>{_DIAL_TO})|{_KEY_IN})(?![^\W\d_])(?:[\s,:]+[^\W\d]{{1,8}}){{0,2}}?[\s,:]+$"
)
# Verb-last languages: the number, at most two words, the verb ("5663 eintippen", "398515 누르고",
# "kapısı 5612 ile açılıyor", "a 4022 kóddal nyílik").
_KEYED_IN_AFTER = re.compile(
    r"^(?:\s*[^\W\d]{1,8}){0,2}?\s*(?:"
    + folded_words(
        "eintippen",
        "eingeben",
        "intoetsen",
        "intikken",
        "ile açılıyor",
        "açılıyor",
        "nyílik",
        "gir",
        "yaz",
        "tuşla",
        "ανοίγει",
        "открывается",
        "otwiera",
        "se deschide",
        "entsperrt",
        "öffnet",
    )
    + r")(?![^\W\d_])|^\s*(?:을|를)?\s*(?:누르|입력)|^\s*(?:を)?\s*(?:押して|入力)|^\s*(?:输入|按)"
)


def _lock_code_hits(view: FoldedText) -> Iterator[Hit]:
    text = view.text
    if not _DIGIT_SECRET.search(text) or not _LOCKED_THING.search(text):
        return
    for match in _DIGIT_SECRET.finditer(text):  # the candidate secret numbers of the rules above
        if not _near(text, match.start(), match.end(), _LOCKED_THING, 48):
            continue
        before = _KEYED_IN_BEFORE.search(text, max(0, match.start() - 40), match.start())
        after = _KEYED_IN_AFTER.match(text[match.end() : match.end() + 24])
        digits = sum(char.isdigit() for char in match.group())
        if not (before or after) or (digits < 4 and not (before and before.group("dial"))):
            continue
        start, end = view.span(match.start(), match.end())
        if ":" in view.original[start:end]:
            continue  # "9:30" read joined across a key-value cut is a time
        if _digit_secret_ok(text, match.start(), match, three_digits=True):
            yield PASSWORD, start, end


# Words of letters joined by underscores that say what goes there ("CAMBIAR_ESTO",
# "REPLACE_WITH_YOURS", "tu_contraseña_aqui"): what a template puts where a secret goes. Words
# alone are a passphrase ("correct_horse_battery_staple", "blaue_katze_tanzt").
_NAMED_LIKE_A_CONSTANT = re.compile(r"[^\W\d_]+(?:_[^\W\d_]+)+")
_PLACEHOLDER_WORDS = frozenset(
    fold(word).text
    for word in (
        # what to do: replace, change, put, insert, enter, fill in, set
        "replace change put insert enter fill set update todo fixme"
        " cambiar cambia cambie reemplazar reemplaza poner pon ingresa introduce"
        " trocar troque troca altere alterar substituir substitua coloque insira"
        " changer remplacer remplace remplacez mettre saisir saisissez"
        " ändern aendern ersetzen ersetze eintragen einsetzen cambiare sostituisci sostituire inserisci inserire"
        " wijzig wijzigen vervang vervangen invullen zmień zamień wpisz změnit změňte vložte değiştir değiştirin"
        " ganti isi masukkan palitan ilagay badilisha thay đổi nhập замените измените введите змініть"
        # whose and where: yours, here, this
        " your yours here this tu tus su aquí esto este sua seu votre ton ta ici dein deine ihr hier"
        " tua tuo qui questo jouw uw twoje twój tutaj tady sem buraya senin anda disini ini ito iyong dito"
        " hapa yako của bạn ваш ваше твой здесь сюда"
        # what it stands for: the secret's own name
        " password passwort kennwort contraseña clave senha mot passe wachtwoord hasło heslo şifre parola sandi"
        " nenosiri mật khẩu mat khau nhap cua ban thay doi пароль"
        " secret token key value example sample"
    ).split()
)


def _template_placeholder(value: str) -> bool:
    return bool(_NAMED_LIKE_A_CONSTANT.fullmatch(value)) and not _PLACEHOLDER_WORDS.isdisjoint(value.split("_"))


_NOT_LATIN = re.compile(r"[^\x00-\u024f\u1e00-\u1eff]")


def _password_value_ok(label_text: str, value: str, had_assignment: bool) -> bool:
    if value.startswith(("(", "[", "$(", "`")):
        return False  # an explanation in brackets, or a command that fetches it: "$(op read …)"
    signed = re.search(r"[!@#$%^&*+=?~_]", value) is not None  # before a closing "!" is trimmed
    value = _trimmed(value)
    if (
        _OTHER_ALPHABET_LETTER.search(value)
        and not signed
        and (not re.search(r"\d", value) or re.fullmatch(r"\d+[-\s]?[^\s\d]+", value))
    ):
        # "كلمة المرور: قوية", "<यहाँ-पासवर्ड-डालें>": words of the sentence, no digit or sign;
        # "पासवर्ड: 8-अंकों का": a length, the number and its unit
        return False
    too_short = len(value) < (2 if not value.isascii() else 3)  # "ポチ", "小白": two CJK characters say a lot
    if too_short or _PLACEHOLDER.match(value) or value.lower() in _NOT_A_PASSWORD or value.lower() in _SENTENCE_WORDS:
        return False  # "Senha: use quatro palavras", "password: the one on the sticker"
    if _template_placeholder(value):
        return False  # "CAMBIAR_ESTO", "tu_contraseña_aqui": a placeholder
    if re.fullmatch(r"[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}", value.lower()):
        return False  # an MD5, SHA-1 or SHA-256 digest: "the MD5 of 'password' is 5f4dcc3b…"
    if value.startswith(("/", "~/", "./", "../", "\\")) or re.match(r"[a-z]:\\", value):
        return False  # pwd=/home/alice is a working directory
    if re.match(
        r"(?:os\.environ|os\.getenv|getenv|process\.env|env\[|env\(|\$\{?[a-z_]|secrets\.|config\.|settings\.|vault|%\(|\{\{|\{%"
        r"|!(?:vault|secret|env|ref|sops)(?![a-z]))",
        value.lower().lstrip("\"'`"),
    ):
        return False  # a code reference (the environment, a config object) names where the password is
    if re.fullmatch(r"[a-z]+'[a-z]{1,2}|[a-z]{1,5}'[a-z]+", value):
        return False  # "the password doesn't echo", "la password dell'home banking": a contraction or elision is prose
    if re.fullmatch(r"[a-z]+", value) and _NOT_LATIN.search(label_text):
        # "密码 PhTqdhJvqD": Chinese prose does not go on in English words. A label in Latin
        # letters ("loyniorðið skal …", "lykilorðið er geymt …") goes on in its own language's.
        return len(value) >= (3 if had_assignment else 4)
    if re.fullmatch(r"[a-z]+", value):
        # An alphabetic word after an English label is usually prose ("password manager",
        # "password is weak"); a colon or equals sign makes it a value ("password: letmein").
        return had_assignment and len(value) >= 3 and not re.search(r"(?:ing|ed|ly|ion|ment)$", value)
    return True


# A shell or template variable ("$POSTGRES_PASSWORD", "${DB_PASS}", "%APP_PWD%", "${{ secrets.X }}") names where a
# password is kept: neither its name is a label nor the reference a value.
_VARIABLE_REFERENCE = re.compile(r"\$?\{\{[^{}\n]{1,80}\}\}|\$\{?[a-z_][a-z0-9_]*\}?|%[a-z_][a-z0-9_]*%")


# A number keyed on a door panel or a phone, ended by the key that sends it ("4186#", "1483*"),
# in any language; not a carrier's service code, which starts with a key too ("*100#").
_KEYED_WITH_HASH_OR_STAR = re.compile(r"(?<![\w*#+.,/\-])\d{4,8}[#*](?![\w#*])")


def _password_hits(view: FoldedText) -> Iterator[Hit]:
    if "$" in view.text or "%" in view.text:
        masked = _VARIABLE_REFERENCE.sub(lambda match: "$" + "_" * (len(match.group()) - 1), view.text)
        if masked != view.text:
            view = FoldedText(view.original, masked, view.origin, masked)
    text = view.text
    compact = compact_view(view)  # "密 码 是 abc123"
    labelled = _LABEL.search(compact.text) is not None  # most texts name no password: skip its rules
    for match in _PASSWORD.finditer(compact.text) if labelled else ():
        between = compact.text[match.end("label") : match.start("value")]
        if not between and match.group("label").isascii():
            continue  # "password@host", "password123": an English label needs a gap or a sign
        explicit = bool(re.search(r"[:=是为\"'`「『“‘]|设|改|换", between))
        if between.rstrip().endswith(("(", "[")) and match.group("value").rstrip(")]").isalpha():
            continue  # "Mot de passe : (laisser vide…)": a word in brackets explains the field
        if match.group("value").isdigit() and UNIT_AFTER.match(compact.text, match.end()):
            continue  # "密码 2019年改过", "PIN 6 位": a year or a length, not the secret
        if _EMPTY_SETTING_TALKED_ABOUT.fullmatch(between) and _LEFT_EMPTY.match(compact.text, match.start("value")):
            continue  # "DB_PASSWORD= is left empty", "DB_PASSWORD= è lasciata vuota": the empty line, talked about
        if not explicit and (
            match.group("value").rstrip(".,;:!?") in _WHAT_A_PASSWORD_IS_FOR
            or re.match(r"(?:ye|ya|wa|za|la|ka)-[a-z]+$", match.group("value"))  # Zulu, Swahili "of …"
        ):
            continue  # "Mật khẩu Wi-Fi của quán …": the label's own noun goes on, not a value
        if not explicit:
            # Read as written: folded, "пароль" is "naponb" and "башкаргыч" has a "6" in it.
            label_written = view.original[slice(*compact.span(match.start("label"), match.end("label")))]
            written = view.original[slice(*compact.span(match.start("value"), match.end("value")))]
            if not label_written.isascii() and written.isalpha() and not any(char.isascii() for char in written):
                continue  # "Лозинка мора имати 10 знакова": the label's own language goes on, a sentence
        if _password_value_ok(match.group("label"), match.group("value"), explicit):
            yield (PASSWORD, *compact.span(match.start(), match.end()))
    # "postgres://USER:PASSWORD@localhost:5432": the word is the URL's password field, read (and a
    # placeholder let go) by the URL rule below; no label of a port number after it
    url_passwords = [match.span("value") for match in _URL_CREDENTIAL.finditer(compact.text)] if "://" in text else []

    def in_url_password(match: re.Match[str]) -> bool:
        return any(start <= match.start() < end for start, end in url_passwords)

    for match in _PASSWORD_LATER.finditer(compact.text) if labelled else ():
        if in_url_password(match):
            continue
        if _password_value_ok("=", match.group("value"), True) and not re.search(
            rf"\.(?:{_TLDS})$", match.group("value")
        ):
            yield (PASSWORD, *compact.span(match.start(), match.end()))
    # The rules below need a word most texts lack: test for the word before running the rule.
    tool_password = "pass" in text or "pwd" in text or "mysql" in text or "mariadb" in text
    named = labelled or _SECRET_NAME_HINT.search(compact.text) is not None
    for match in _TOOL_PASSWORD.finditer(text) if tool_password else ():
        value = next(v for v in match.group("value", "value2", "value3", "value4") if v)
        if _password_value_ok("=", value, True) and not re.fullmatch(r"[a-z]+", value):
            yield (PASSWORD, *view.span(match.start(), match.end()))
    for match in _PASSPHRASE.finditer(text) if "phrase" in text else ():
        words = match.group("value").split()
        if not any(word in _SENTENCE_WORDS for word in words):
            yield (PASSWORD, *view.span(match.start(), match.end()))
    for start, end in _word_list_secrets(text) if _PASS_PHRASE_NAME.search(text) else ():
        yield (PASSWORD, *view.span(start, end))
    for match in _PIN.finditer(compact.text) if named else ():
        if not UNIT_AFTER.match(compact.text, match.end()) and not _example_number(
            compact.text, match.start("value"), match.end("value")
        ):
            yield (PASSWORD, *compact.span(match.start(), match.end()))
    for match in _PIN_LATER.finditer(compact.text) if named else ():
        if in_url_password(match):
            continue
        if not _NOT_A_SECRET_NUMBER.search(match.group("between")) and not _example_number(
            compact.text, match.start("value"), match.end("value")
        ):
            yield (PASSWORD, *compact.span(match.start(), match.end()))
    for start, end in _nato_spelled(text) if named or _LOGIN_OR_WIFI.search(text) else ():
        yield (PASSWORD, *view.span(start, end))
    for start, end in _seed_word_runs(text):
        yield (PASSWORD, *view.span(start, end))
    for pattern in (_SEED_PHRASE, _SECURITY_ANSWER, _QUOTED_CJK_PASSWORD):
        for match in pattern.finditer(text):
            if pattern is _QUOTED_CJK_PASSWORD and _A_LINE_OF_A_PLAY.search(text):
                continue  # "暗号是“天王盖地虎”，这是剧本杀里的一句台词": a line of a game, not a secret
            value = match.group("value") or (match.groupdict().get("value2") or "")
            if pattern is _SECURITY_ANSWER and match.group("verb") and not match.group("quote2"):
                cased = (view.cased or text)[match.start("value2") : match.end("value2")]
                named = cased[:1].isupper() or (re.search(r"\d", value) and not _A_YEAR.fullmatch(value))
                answered = _ANSWER_WORD.search(text, max(0, match.start() - 30), match.end()) and len(value) >= 4
                if not named and not (answered and value.rstrip(".!?;:") not in _NOT_AN_ANSWER):
                    continue  # "meine Sicherheitsfrage ist total dumm", "… war 2019 noch optional": no answer given
            if pattern is not _SECURITY_ANSWER or _password_value_ok("=", value, True):
                yield (PASSWORD, *view.span(match.start(), match.end()))
    value_first = _VALUE_THEN_LABEL if _SAYS_IT_IS.search(compact.text) else None
    admin_pair = _ADMIN_PAIR if ":" in text or "/" in text else None
    service_pair = _SERVICE_PAIR if "/" in text else None
    password_for = _PASSWORD_FOR if (labelled or "pass" in text) and not _PASSWORD_EVENT.search(text) else None
    for pattern in (admin_pair, value_first, password_for, service_pair):
        if pattern is None:
            continue
        for match in pattern.finditer(compact.text if pattern is _VALUE_THEN_LABEL else text):
            if _password_value_ok("=", match.group("value"), True):
                target = compact if pattern is _VALUE_THEN_LABEL else view
                yield (PASSWORD, *target.span(match.start(), match.end()))
    for match in _CODE_VALUE.finditer(text) if _CODE_WORD.search(text) else ():
        yield (PASSWORD, *view.span(match.start(), match.end()))
    for match in _RECOVERY_CODE_LIST.finditer(text) if "-" in text else ():
        yield (PASSWORD, *view.span(match.start(), match.end()))
    for match in _LOGIN_PAIR.finditer(text):
        value = match.group("value")
        if _password_value_ok("=", value, True) and not re.fullmatch(r"[a-z]+", value.rstrip(".,;:!?")):
            yield (PASSWORD, *view.span(match.start(), match.end()))
    for match in _URL_CREDENTIAL.finditer(text):
        value = match.group("value").lower()
        if value not in _URL_PLACEHOLDERS and not _PLACEHOLDER.match(value):
            yield (PASSWORD, *view.span(match.start(), match.end()))
    if named or _SECRET_NAME_HINT.search(text):
        yield from _secret_near_name_hits(view)
    yield from _lock_code_hits(view)  # original spans
    if labelled or _LOGIN_OR_WIFI.search(text) or _KEPT_SECRET.search(text):
        for start, end in _random_tokens(view):
            yield PASSWORD, start, end  # original spans
    elif _SYMBOL_INSIDE_A_TOKEN.search(view.original):
        # In a language whose login words no rule knows ("შევდივარ ?ExyGT4*2t%-ით"): only a
        # string no one writes but as a secret, capitals, small letters, a digit and a symbol
        # inside it at once.
        for start, end in _random_tokens(view, all_four_kinds=True):
            yield PASSWORD, start, end
    for match in _DIAL_COMBINATION.finditer(text):
        yield (PASSWORD, *view.span(match.start(), match.end()))
    for match in _KEYED_WITH_HASH_OR_STAR.finditer(text) if "#" in text or "*" in text else ():
        footnote = match.group().endswith("*") and bool(
            UNIT_AFTER.match(text, match.end())
            or re.search(r"(?<![\w*])\*\s?[^\W\d_]", text)
            or re.fullmatch(r"(?:19|20)\d\d\*", match.group())
        )  # "nur 1999* Euro! *inkl. MwSt.", "Gewinner 2024*": a price or a year, and its footnote
        if not footnote and not _CURRENCY_BEFORE.search(text, max(0, match.start() - 3), match.start()):
            yield (PASSWORD, *view.span(match.start(), match.end()))
    for match in _THE_WORD_IS.finditer(text) if _GETS_IN.search(text) else ():
        if _password_value_ok("=", match.group("value"), True):
            yield (PASSWORD, *view.span(match.start(), match.end()))
    yield from _credential_hits(view)


_WHAT_A_PASSWORD_IS_FOR = frozenset(
    {"wifi", "wi-fi", "wlan", "email", "e-mail", "gmail", "router", "vpn", "app", "admin", "bank", "banking", "icloud"}
)
# A string said to be kept from others: "now it's Kx9!mPq2, don't tell anyone".
_KEPT_SECRET = re.compile(
    r"(?<![a-z])(?:(?:don't|do not|never)\W+(?:tell|share|show)\W+(?:anyone|anybody|it|this|them)"
    r"|keep\W+(?:it|this)\W+(?:secret|to\W+yourself|between\W+us)|changed\W+it\W+again|(?:the\W+)?new\W+one\W+is"
    r"|same\W+one\W+everywhere|thing\W+i\W+type)(?![a-z])"
    # "don't tell anyone", "I log in with", in other languages
    + r"|(?<![a-z])(?:"
    + folded_words(
        *("no se lo digas a nadie", "no lo pierdas", "ne le dis à personne", "sag es niemandem", "non dirlo a nessuno"),
        *("não conte a ninguém", "никому не говори", "нікому не кажи", "kisi ko mat batana", "share mat karna"),
        *("usimwambie mtu", "kimseye söyleme", "jangan kasih tahu", "ለማንም አትንገር", "אל תגלי לאף אחד", "לא לספר לאף אחד"),
        *(
            "لا تخبر أحدا",
            "به کسی نگو",
            "誰にも言わないで",
            "아무한테도 말하지",
            "别告诉别人",
            "不要告诉任何人",
            "entro con",
        ),
        *("accedo con", "me conecto con", "je me connecte avec", "mi collego con", "loguję się", "logge mich", "вхожу"),
        *("захожу", "giriş yapıyorum", "masuk pakai", "naingia kwa", "entro no", "log ik in met", "kirjaudun"),
    )
    + r")(?![a-z])"
)
# A combination lock read out by the way the dial turns: "left 32, right 14, left 7".
_DIAL_SIDES = folded_words(
    *("left", "right", "links", "rechts", "gauche", "droite", "izquierda", "derecha", "sinistra", "destra"),
    *("esquerda", "direita", "vänster", "höger", "venstre", "højre", "høyre", "lewo", "prawo", "влево", "вправо"),
    *("налево", "направо", "左", "右", "왼쪽", "오른쪽"),
)
_DIAL_COMBINATION = re.compile(
    rf"(?:{_DIAL_SIDES})\W{{0,3}}\d{{1,2}}(?:\W+(?:{_DIAL_SIDES})\W{{0,3}}\d{{1,2}}){{2,}}(?!\d)"
)
# "If you need to get into the shared drive, the word is 'lanternfish'".
_THE_WORD_IS = re.compile(
    r"(?<![a-z])the\W+(?:secret\W+|magic\W+|pass\W*|code\W+)?word\W+(?:is|was)\W+[\"'“«]?(?P<value>[a-z0-9][a-z0-9\-_!#]{3,30})"
)
_GETS_IN = re.compile(
    r"(?<![a-z])(?:get\W+into|getting\W+into|access|unlock|log\W*in|sign\W*in|let\W+(?:you|me|them)\W+in|open\W+the)(?![a-z])"
)
# Where a random string is a password even without its label next to it: a Wi-Fi network, a login.
_LOGIN_OR_WIFI = re.compile(
    r"wi-?fi|wlan|hotspot|(?<![a-z])(?:login|log in|sign in|username|user name|usuario|utilisateur|benutzername"
    r"|vpn|router|steam|netflix|account|konto|compte|cuenta|conta|hesap|akun"
    # accounts people name by their service
    r"|e-?mail|webmail|outlook|gmail|hotmail|yahoo|icloud|apple id|facebook|instagram|paypal|amazon|spotify"
    r"|microsoft|office 365|dropbox|linkedin|twitter|tiktok|discord|snapchat|whatsapp|telegram|qq"
    r"|shared drive|drive|laptop|computer|nas|online banking|banking app|bank app|portal|mac|macbook|imac|pc|unlock"
    r"|log into|logging in|logon)(?![a-z])|"
    + folded_words(
        "вайфа", "вай-фа", "вайфай", "وای‌فای", "واي فاي", "ไวไฟ", "와이파이", "ワイファイ", "热点", "熱點", "ዋይፋይ"
    )
    + "|"
    + folded_words(
        "логин", "用户名", "用戶名", "아이디", "ユーザー名", "аккаунт", "акаунт", "λογαριασμ", "账户", "帳戶"
    )
    + "|"
    + folded_words(
        "アカウント",
        "ログイン",
        "로그인",
        "लॉगिन",
        "লগইন",
        "銀行アプリ",
        "은행 앱",
        "入るとき",
        "入る時",
        "들어갈 때",
        "déverrouiller",
        "desbloquear",
        "entsperren",
        "계정",
        "tài khoản",
        "κωδικ",
        "חשבון",
        "حساب",
        "खाता",
        "邮箱",
        "郵箱",
        "微信",
        "支付宝",
        "淘宝",
        "京东",
    )
)
_WORD_RUN = re.compile(r"(?<!\S)\S{8,64}(?!\S)")
# Names of what is not the secret, right before a token: the account's name, the network's name.
_NOT_THE_SECRET_BEFORE = re.compile(
    r"(?<![a-z])(?:user(?:name)?|login|usuario|utilisateur|benutzer(?:name)?|id|ssid|network(?: name)?|name|hash|"
    r"sha\d*|md5|commit|build|version|ref|called|named|heet|heißt|s'appelle|se llama|se chama|si chiama)\W{0,3}$"
)
# A player's or a chat's public name, said a few words before it ("IGN ko sa Valorant: B4k3rBoi_PH",
# "мой ник в CS2 — N1ghtW0lf_RUS", "ユーザー名は Ky0t0_N1nj4"): a handle people are meant to see.
_HANDLE_BEFORE = re.compile(
    r"(?<![a-z])(?:ign|gamertag|gamer tag|gamer-tag|nick|nickname|nick name|in-game name|riot id|battletag|battle tag|psn|xbox id"
    r"|friend code|player id|ник|никнейм|ニックネーム|ユーザー名|닉네임|昵称|游戏id|游戏名)(?![a-z])(?:\s+[^\W\d_]+){0,4}\s*[:：\-—–]?\s*$"
)
# KEY=value, key: value, a call or an index: code, whose value the label rules judge.
_CODE_SHAPED = re.compile(r"[A-Za-z_][\w.]*(?:[=:](?=[^=])|\(|\[)|.*[\w)\]]\.[a-z_]+\(")


_SYMBOL_INSIDE_A_TOKEN = re.compile(r"[A-Za-z0-9][!#$%&*?^=+~][A-Za-z0-9]")


def _random_tokens(view: FoldedText, all_four_kinds: bool = False) -> Iterator[tuple[int, int]]:
    """Strings nobody would choose as a word, in the original text: many short pieces when split
    into English words ("HvSzgKmrazEbho"), or letters, digits and a symbol at once ("rd4?fTnV293*#")."""
    original = view.original
    lowered = original.lower()
    for match in _WORD_RUN.finditer(original):
        # full-width letters read as ASCII, invisible characters dropped
        run = "".join(c for c in unicodedata.normalize("NFKC", match.group()) if unicodedata.category(c) != "Cf")
        token = _trimmed(run).strip("\"'`«»“”‘’()[]{}<>")
        if all_four_kinds:  # "?ExyGT4*2t%-ით": a case ending joined to the secret
            token = re.match(r"[!-~]*", token).group().rstrip("-")  # type: ignore[union-attr]
        exact = len(run) == len(match.group())  # offsets inside the run hold; else the whole run is the span
        start = match.start() + run.index(token) if token and exact else match.start()
        if len(token) < 8 or not token.isascii() or "://" in token or re.search(r"@[a-z0-9\-]+\.[a-z]", token, re.I):
            continue  # an address; "fZ6@OZ8*upLApY" has an "@" and no host
        variable = token.startswith("$") and not re.match(
            r"\$[A-Z][a-z]+\d", token
        )  # "$HOME"; "$Bella39" is a password
        if variable or token.startswith(("/", "~", ".", "\\", "-")) or _CODE_SHAPED.match(token):
            continue
        if re.fullmatch(r"[0-9a-fA-F:\-]+", token) or "***" in token:
            continue  # a hash, a number, a masked value
        if re.search(r"\\[dwsDWSb]|\[[A-Za-z0-9]-[A-Za-z0-9]|\{\d+(?:,\d*)?\}|\(\?", token):
            continue  # a regular expression: "^[A-Z]{2}\d{6}$"
        if token[0] in "@#" or "==" in token or "," in token or re.search(r"\d\.\d", token):
            continue  # a decorator, a tag, a pinned package, a list, a version
        if _NOT_THE_SECRET_BEFORE.search(lowered, max(0, start - 24), start) or _HANDLE_BEFORE.search(
            lowered, max(0, start - 48), start
        ):
            continue
        letters = re.sub(r"[^A-Za-z]", "", token)
        has_digit = any(char.isdigit() for char in token)
        # capitals inside, three times at least: not a capitalised word nor a product (KeePassXC)
        mixed_case = len(re.findall(r"[a-z][A-Z]", letters)) >= 3
        symbol = re.search(r"[!#$%&*?^=+~]", token) is not None
        if all_four_kinds:
            if (
                len(token) >= 9
                and _SYMBOL_INSIDE_A_TOKEN.search(token)
                and len(re.findall(r"[a-z]", token)) >= 2
                and re.search(r"[A-Z]", token)
                and has_digit
            ):
                yield start, (start + len(token) if exact else match.end())
        elif (
            (has_digit and symbol and len(letters) >= 2)
            or _WORDS_AND_DIGITS_RECIPE.fullmatch(token)
            or (len(letters) >= 8 and (mixed_case or has_digit) and _reads_as_no_words(letters))
        ):
            yield start, (start + len(token) if exact else match.end())


# The recipe sites teach for a memorable password: words with capitals inside and a number,
# joined ("lune-Pivoine-42", "blue-Otter-5519-cup", "Hikari_2291kaze", "quartzFalcon2380"). Only read where a login,
# a device or an account is named.
_WORDS_AND_DIGITS_RECIPE = re.compile(
    r"(?=.*[a-z])(?=.*[a-z][-_.]?[A-Z]|[A-Z].*[-_.].*[a-z])(?=(?:.*\d){2})"
    r"(?:[A-Za-z]{3,}|\d{2,})(?:[-_.](?:[A-Za-z]{3,}|\d{2,})|(?<=[A-Za-z])\d{2,}|(?<=\d)[A-Za-z]{3,}|(?<=[a-z])[A-Z][a-z]{2,}){2,4}"
)


def _reads_as_no_words(letters: str) -> bool:
    import wordninja

    pieces = wordninja.split(letters.lower())
    return len(pieces) >= 4 and sum(map(len, pieces)) / len(pieces) < 2.6


# --------------------------------------------------------------------------------------------
# Secrets
# --------------------------------------------------------------------------------------------

# detect-secrets' vendor formats (its keyword, entropy, IP and basic-auth plugins are replaced
# by the context-aware rules below; its Artifactory rule fires on ordinary words).
_DETECT_SECRETS_PLUGINS = (
    "AWSKeyDetector",
    "AzureStorageKeyDetector",
    "DiscordBotTokenDetector",
    "GitHubTokenDetector",
    "GitLabTokenDetector",
    "JwtTokenDetector",
    "MailchimpDetector",
    "NpmDetector",
    "OpenAIDetector",
    "PrivateKeyDetector",
    "PypiTokenDetector",
    "SendGridDetector",
    "SlackDetector",
    "SquareOAuthDetector",
    "StripeDetector",
    "TelegramBotTokenDetector",
    "TwilioKeyDetector",
)
_VENDOR_PATTERNS: tuple[re.Pattern[str], ...] = tuple(
    pattern
    for plugin in get_mapping_from_secret_type_to_class().values()
    if plugin.__name__ in _DETECT_SECRETS_PLUGINS
    # detect-secrets types the mapping's values as type[BasePlugin]; the plugins named above are
    # all RegexBasedDetector subclasses, whose class attribute `denylist` holds compiled patterns.
    for pattern in plugin.denylist  # pyright: ignore[reportAttributeAccessIssue]
)
# One alternation: a single pass over the text instead of one per vendor format.
_VENDOR_PATTERN = re.compile(
    "|".join(
        "(?{}{}:{})".format("i" if p.flags & re.IGNORECASE else "", "x" if p.flags & re.VERBOSE else "", p.pattern)
        if p.flags & (re.IGNORECASE | re.VERBOSE)
        else f"(?:{p.pattern})"
        for p in _VENDOR_PATTERNS
    )
)
# Prefixes detect-secrets does not know, matched case-insensitively on the folded text.
_PREFIXED_SECRET = re.compile(
    "|".join(
        (
            r"(?<![a-z0-9])(?:sk|rk)-(?:proj-|ant-(?:api\d+-)?|live-|test-|svcacct-|admin-)?(?=[a-z0-9_\-]*[0-9])[a-z0-9_\-]{20,}",
            r"(?<![a-z0-9])(?:sk|rk|pk)_(?:live|test)_[a-z0-9]{16,}",
            # a BitLocker recovery key: eight groups of six digits
            r"(?<![0-9\-])\d{6}(?:-\d{6}){7}(?![0-9\-])",
            r"(?<![a-z0-9])aiza[0-9a-z_\-]{30,}",
            r"(?<![a-z0-9])hf_[a-z0-9]{20,}",
            r"(?<![a-z0-9])gl(?:pat|dt|ft|rt|soat|cbt|sa)-[0-9a-z_\-]{16,}",
            r"(?<![a-z0-9])npm_[a-z0-9]{30,}",
            r"(?<![a-z0-9])(?:gh[pousr]_[a-z0-9]{20,}|github_pat_[a-z0-9_]{20,})",
            r"(?<![a-z0-9])xox[abposre]-[a-z0-9\-]{10,}",
            r"(?<![a-z0-9])xapp-[a-z0-9\-]{10,}",
            r"(?<![a-z0-9])(?:akia|asia|abia|acca|a3t[a-z0-9])[0-9a-z]{16}(?![a-z0-9])",
            r"eyj[a-z0-9_\-]{5,}\.eyj[a-z0-9_\-]{5,}\.[a-z0-9_\-]*",
            r"-----\s*begin [a-z0-9 ]*private key(?: block)?\s*-----",
            r"putty-user-key-file",
            r"(?<![a-z0-9])sg\.[a-z0-9_\-]{16,}\.[a-z0-9_\-]{16,}",
            r"(?<![a-z0-9])ya29\.[0-9a-z_\-]{20,}",
            r"(?<![a-z0-9])(?:shpat|shpss|shpca|shppa)_[0-9a-f]{32}",
            r"(?<![a-z0-9])do[por]_v1_[0-9a-f]{64}",
            r"(?<![a-z0-9])pypi-age[a-z0-9_\-]{40,}",
            r"(?<![a-z0-9])sq0(?:csp|atp)-[0-9a-z_\-]{20,}",
            r"(?<![a-z0-9])(?:lin_api|pat|sl\.|dapi)[_\.][a-z0-9]{24,}",
            r"accountkey=[a-z0-9+/=]{40,}",
            r"sharedaccesssignature=|sig=[a-z0-9%+/=]{30,}",
            r"\bbearer\s+(?=[a-z0-9._~+/\-]*[0-9])[a-z0-9._~+/\-]{16,}",
            # Webhook URLs carry their secret in the path or the query.
            r"hooks\.slack\.com/(?:services|workflows|triggers)/[a-z0-9_/]{10,}",
            r"discord(?:app)?\.com/api/webhooks/\d+/[a-z0-9_\-]{10,}",
            r"oapi\.dingtalk\.com/robot/send\?access_token=[a-z0-9]{10,}",
            r"qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[a-z0-9\-]{10,}",
            r"open\.(?:feishu\.cn|larksuite\.com)/open-apis/bot/v2/hook/[a-z0-9\-]{10,}",
            r"(?:outlook\.office\.com/webhook|webhook\.office\.com/webhookb2)/[a-z0-9\-@/]{10,}",
            r"api\.telegram\.org/bot\d{6,}:[a-z0-9_\-]{20,}",
            r"(?<![a-z0-9])aws_secret_access_key\s*[:=]\s*\S{16,}",
        )
    )
)
_SECRET_LABEL = re.compile(
    r"(?:私钥|密钥|秘钥|令牌|凭证|凭据|授权码|访问密钥|api ?密钥|(?<![a-z])(?:api[ _\-]?key|apikey|(?:access|secret|private|client|app|api|signing|encryption|master)[ _\-]?(?:key|secret|token)(?:[_\-]?id)?"
    r"|(?:auth|refresh|session|bearer|personal access)[ _\-]?token|token|secret|credentials?|key))"
    r"(?:\s*(?:[:=]|是|为|就是|is|was|:)\s*|\s+)[\"'`「“]?(?P<value>[a-z0-9_\-+/=.~]{6,})"
)
_PLACEHOLDER_SECRET = re.compile(
    r"placeholder|your[_\-]|[_\-]here(?![a-z])|example|sample|changeme|change[_\-]me|dummy|redacted|xxxx|\*{4}|replace[_\-]?me|insert[_\-]"
)
_HASH_CONTEXT = re.compile(
    r"(?<![a-z])(?:sha-?\d*|md5|hash(?:es)?|commit|checksum|digest|uuid|guid|request id|trace|version|fingerprint)(?![a-z])|哈希|校验|提交|版本|指纹"
)
_SECRET_CONTEXT = re.compile(r"密钥|秘钥|私钥|令牌|凭证|key|secret|token|credential|auth|password|密码|api")
_TOKEN = re.compile(r"(?<![a-z0-9+/=_\-])[a-z0-9+/=_\-]{16,}(?![a-z0-9+/=_\-])")
_BASE64ISH = re.compile(r"(?<![A-Za-z0-9+/=_\-])[A-Za-z0-9+/_\-]{16,}={0,2}(?![A-Za-z0-9+/=_\-])")
_HEXISH = re.compile(r"(?<![0-9a-f])(?:[0-9a-f]{2}){16,}(?![0-9a-f])")
_SPACED_HEX = re.compile(r"(?<![0-9a-f])(?:[0-9a-f]{2}[ :\-]){11,}[0-9a-f]{2}(?![0-9a-f])")


def _entropy(token: str) -> float:
    counts = Counter(token)
    return -sum(n / len(token) * math.log2(n / len(token)) for n in counts.values())


def _looks_random(value: str) -> bool:
    has_letter = any(char.isalpha() for char in value)
    has_digit = any(char.isdigit() for char in value)
    return (has_letter and has_digit and len(value) >= 6) or (len(value) >= 20 and _entropy(value) >= 3.5)


def _decoded(token: str) -> str | None:
    """A base64 or hex token decoded to printable text, or None. A key is printable but not
    prose, so this asks less of the text than the instruction decoder does."""
    hex_raw = hex_bytes(token) if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", token) else None
    for raw in [hex_raw] if hex_raw is not None else base64_bytes(token):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if text.isprintable() and len(text) >= 8:
            return text
    return None


_PLAIN_SETTING = re.compile(
    r"[a-z_.\-]+=(?:[a-z]+|\d{1,6})"
    # where a secret is kept, not the secret: POSTGRES_PASSWORD_FILE=/run/secrets/db_pass
    r"|[a-z_.\-]*(?:file|path|dir|location)=?(?:~|\.|[a-z]:)?(?:[/\\][\w.\-]+){2,}[/\\]?"
)


def _bracketed(text: str, start: int, end: int) -> bool:
    """A slot to fill in, not a value: "JWT_SECRET=<generate-with-openssl-rand>", "{your-key}"."""
    return (
        text[start - 1 : start] in ("<", "{")
        and text[end : end + 1] in (">", "}")
        and re.fullmatch(r"[a-z]+(?:[\-_][a-z]+)+", text[start:end]) is not None
    )


def _secret_hits(view: FoldedText, depth: int = 0) -> Iterator[Hit]:
    text, cased = view.text, view.cased or view.text
    # A key's shape that says it is none: AKIAIOSFODNN7EXAMPLE (AWS's documented example),
    # xoxb-EXAMPLE-TOKEN, sk_live_xxxxxxxx…
    for match in _PREFIXED_SECRET.finditer(text):
        if not _PLACEHOLDER_SECRET.search(match.group()):
            yield SECRET, match.start(), match.end()
    if _TOKEN.search(text) or "private key" in text:
        for match in _VENDOR_PATTERN.finditer(cased):
            if not _PLACEHOLDER_SECRET.search(match.group().lower()):
                yield SECRET, match.start(), match.end()
    for match in _SECRET_LABEL.finditer(text):
        value = match.group("value").rstrip(".,;:")
        if _PLACEHOLDER_SECRET.search(value) or _template_placeholder(value):
            continue  # YOUR_API_KEY_HERE, sk-xxxx…, <token>, REPLACE_WITH_YOURS: the shape of a key, not one
        if _bracketed(text, match.start("value"), match.start("value") + len(value)):
            continue
        label = text[match.start() : match.start("value")]
        weak_label = re.match(r"(?:token|secret|key|credentials?)\b", label.strip()) is not None
        if (not weak_label and len(value) >= 6 and (_looks_random(value) or len(value) >= 12)) or (
            weak_label and len(value) >= 8 and _looks_random(value)
        ):
            if not _HASH_CONTEXT.search(text, max(0, match.start() - 20), match.end()):
                yield SECRET, match.start(), match.end()
    # High-entropy tokens: a key with no label at all, when the text talks about secrets.
    if _SECRET_CONTEXT.search(text) and not _HASH_CONTEXT.search(text):
        for match in _TOKEN.finditer(text):
            token = match.group()
            if _PLAIN_SETTING.fullmatch(token) or _template_placeholder(token.rpartition("=")[2]):
                # PASSWORD_REQUIRE_SYMBOL=true: a setting's name and a word or a number;
                # "DB_PASSWORD=CHANGE_THIS_VALUE", "password: REPLACE_WITH_YOURS" read joined across its cut
                continue
            if (
                len(token) >= 24
                and _looks_random(token)
                and _entropy(token) >= 3.7
                and not _bracketed(text, *match.span())
            ):
                yield SECRET, match.start(), match.end()
    # Keys wrapped in base64 or hex: decode and look again (once).
    if depth == 0:
        for pattern, source in ((_BASE64ISH, cased), (_HEXISH, text), (_SPACED_HEX, text)):
            for match in pattern.finditer(source):
                decoded = _decoded(re.sub(r"[ :\-]", "", match.group()) if pattern is _SPACED_HEX else match.group())
                if decoded is None:
                    continue
                inner = fold(decoded)
                if any(True for _ in _secret_hits(inner, depth + 1)) or any(True for _ in _password_hits(inner)):
                    yield SECRET, match.start(), match.end()


# --------------------------------------------------------------------------------------------
# IBAN, passport, street address
# --------------------------------------------------------------------------------------------

_IBAN = re.compile(r"(?<![a-z0-9])[a-z]{2}\d{2}(?:[ \-]?[a-z0-9]{4}){2,7}(?:[ \-]?[a-z0-9]{1,4})?(?![a-z0-9])")
# A passport's number after its name: right after it, after a few words and a colon, or after a
# few words and "is" when the number mixes letters and digits ("Namba ya pasipoti ya mama
# yangu ni AK0318519"; "the passport fee is 120000" is a price).
_PASSPORT = re.compile(
    r"(?:护照|護照|passport|"
    + folded_words(
        "reisepass",
        "passnummer",
        "旅券",
        "パスポート",
        "여권",
        "pasaporte",
        "passeport",
        "passaporto",
        "паспорт",
        "passaporte",
        "paspoort",
        "paszport",
        "pasaport",
        "pasaportu",
        "pasport",
        "pașaport",
        "pasaportul",
        "cestovní pas",
        "cestovního pasu",
        "útlevél",
        "útlevélszám",
        "passi",
        "passin",
        "passet",
        "pass nr",
        "διαβατήριο",
        "διαβατηρίου",
        "דרכון",
        "جواز السفر",
        "جواز سفر",
        "گذرنامه",
        "पासपोर्ट",
        "hộ chiếu",
        "paspor",
        "หนังสือเดินทาง",
        "pasipoti",
        # Odia, Samoan ("tusi folau", the travel document)
        *("ପାସପୋର୍ଟ", "tusi folau"),
        "закордонний паспорт",
        # Georgian, Amharic, Armenian, Kazakh, Hausa, Zulu, Somali, Icelandic, Welsh, Albanian,
        # Maltese, Malagasy, Nepali, Sinhala, Khmer, Lao, Burmese
        *("პასპორტ", "ፓስፖርት", "անձնագր", "төлқұжат", "fasfo", "ipasipoti", "baasaboor", "vegabréf", "pasbort"),
        *("pasaportë", "passaport", "pasipaoro", "राहदानी", "ගමන් බලපත්‍ර", "លិខិតឆ្លងដែន", "ໜັງສືຜ່ານແດນ", "ပတ်စပို့"),
        # Assamese, Tigrinya before a suffix
        *("পাছপ'ৰ্ট", "পাছপৰ্ট", "ፓስፖርተ"),
    )
    # a suffix joined to the word: Turkic ("паспортумдун", my passport's; "pasaportumun"), the
    # Icelandic article ("vegabréfið"), the German genitive ("des Reisepasses")
    + r"|(?<![^\W\d_])(?:"
    + folded_words("паспорт", "pasaport", "pasport", "vegabréf", "reisepass")
    + r")[^\W\d]{1,6}(?=\s))"
    + r"(?:[^0-9a-z]{0,12}|(?:\s+[^\W\d]+){1,10}\s*[:：]\s*|(?:\s+[^\W\d]+){1,4}?\s+(?=(?:is|es|est|ist|è|é|e|na|ni|ay|je|er|yra|wa)\s+(?=[a-z0-9]*[a-z])(?=[a-z0-9]*(?:\d[a-z]*){5})[a-z0-9]{7,10}(?![0-9a-z])))(?:(?:no|nr|number|num|nummer|numero|número|numéro|numer|番号|号码?|号|번호|"
    + folded_words("номер", "номери", "номеры", "нөмірі", "нөмері", "raqami", "nömrəsi", "numarası", "nambari", "namba")
    + r")[^0-9a-z]{0,4})?"
    # "my passport number is …", "护照号是 …", Pidgin's "number na …"
    r"(?:(?:ko\s+|mo\s+|niya\s+)?(?:(?:is|was|es|est|ist|lautet|är|jest|è|é|e|na|ni|ay|je|er|ir|yra|wa|era)(?![a-z])|是|为|は|는|:)[^0-9a-z]{0,3})?"
    r"(?P<value>(?=[a-z0-9]*(?:\d[a-z]*){4})[a-z0-9]{6,10})(?![0-9a-z])"
    # right after its name and a colon, any mix of letters and digits ("Reisepassnummer: CKV7PVKQ3")
    r"|(?:passport|reisepass|pasaporte|passeport|passaporto|passaporte|paspoort|paszport|"
    + folded_words("паспорт", "護照", "护照", "旅券", "여권")
    + r")\w{0,8}(?:\s*(?:no|nr|number|nummer|numero|número|numéro)\.?)?\s*[:：]\s*"
    r"(?P<value2>(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{8,10})(?![0-9a-z])"
)
# A passport's machine-readable second line (ICAO 9303): number, nationality, birth date, sex,
# expiry, each with its check digit ("AR62519608NLD8407122M3102042<<<<<<<<<<<<<<00").
_MRZ_SECOND_LINE = re.compile(
    r"(?<![a-z0-9<])(?P<number>[a-z0-9<]{9})(?P<number_check>\d)[a-z<]{3}(?P<birth>\d{6})(?P<birth_check>\d)[mfx<]"
    r"(?P<expiry>\d{6})(?P<expiry_check>\d)[a-z0-9<]{14}[\d<]\d(?![a-z0-9<])"
)


_MRZ_SPECIMENS = frozenset({"l898902c3"})  # ICAO 9303's own sample passport


def _mrz_check_digit(field: str) -> int:
    values = (0 if char == "<" else int(char) if char.isdigit() else ord(char) - ord("a") + 10 for char in field)
    return sum(value * (7, 3, 1)[index % 3] for index, value in enumerate(values)) % 10


def _mrz_hits(text: str) -> Iterator[tuple[int, int]]:
    for match in _MRZ_SECOND_LINE.finditer(text) if "<" in text else ():
        if match.group("number") not in _MRZ_SPECIMENS and all(
            _mrz_check_digit(match.group(field)) == int(match.group(f"{field}_check"))
            for field in ("number", "birth", "expiry")
        ):
            yield match.span()


# An IBAN whose checksum fails is still an account number where an account is named.
_ACCOUNT_CONTEXT = re.compile(
    r"(?<![a-z])(?:iban|account|acct|cuenta|konto|compte|conto|conta|bank|banco|banque"
    # "Kontonummeret mitt", "rekeningnummer", "tilinumero": the word for an account number itself
    r"|kontonummer\w*|kontonr|rekeningnummer|rekening|tilinumero|tilille|szamlaszam\w*|szamla|hesap|racun\w*|racuna|konta|uctu|ucet"
    r"|cont|contul|kontoen|kontot|kontonumret|bankkonto\w*)(?![a-z])|账户|账号|帐号|户头|口座|계좌|"
    + folded_words("счет", "счёт", "счета", "рахунок", "рахунку", "حساب", "חשבון", "खाता", "บัญชี")
    # the word for an account in more languages: Basque, Swahili, Yoruba, Hausa, Zulu, Somali,
    # Amharic, Indonesian and Malay, Vietnamese, Welsh, Irish, Icelandic, Maltese, Albanian,
    # Georgian, Armenian, Bengali, Tamil, Sinhala, Khmer, Lao
    + r"|(?<![a-z])(?:"
    + folded_words(
        *("kontu", "kontua", "akaunti", "àkáǹtì", "akanti", "asusu", "ye-akhawunti", "akhawunti", "akoonka", "ሒሳብ"),
        *("ሂሳብ", "akaun", "tài khoản", "cyfrif", "chuntais", "cuntas", "reikning", "reikningsnúmer"),
        *("tal-kont", "llogari", "llogarisë", "ანგარიშ", "հաշվեհամար", "হিসাব", "অ্যাকাউন্ট", "கணக்கு", "ගිණුම"),
        *("គណនី", "ບັນຊີ"),
    )
    + r")(?![a-z])"
)
_STREET_FIRST = folded_words(
    *("ul.", "ulica", "ulicy", "ул.", "улица", "улице", "вул.", "вулиця", "strada", "str.", "bulevardul", "bd."),
    *("calea", "jl.", "jln.", "jalan raya", "οδός", "οδ.", "ulice", "nám.", "náměstí", "rehov", "רחוב", "شارع"),
    *("خیابان", "đường", "phố", "ถนน"),
    # more languages' "street" before the name, in the cases a sentence puts it in
    *("ulici", "ulicí", "třída", "tř.", "nábřeží", "οδό", "λεωφόρος", "λεωφόρο", "λεωφ.", "گلی", "کوچه", "mtaa wa"),
    *("barabara ya", "rruga", "ngõ", "hẻm", "ซอย", "kalye", "lorong", "ქუჩა", "փողոց", "ផ្លូវ", "улица", "бул."),
)
_HOUSE_NUMBER_WORD = folded_words(
    "nyumba namba",
    "nyumba nambari",
    "nyumba no.",
    "д.",
    "дом",
    "буд.",
    "nr.",
    "nr",
    "no.",
    "no",
    "nomor",
    "č.",
    "αρ.",
    "số",
    "رقم",
    "پلاک",
    "مبنى",
    "بناية",
    "عمارة",
    "منزل",
)
_ADDRESS = re.compile(
    r"[\u4e00-\u9fff]{1,12}(?:路|街|大街|大道|巷|弄|胡同|里)(?:[东西南北中一二三四五六七八九]段|[东西南北中]路|[东西南北中]街)?(?:\d{1,5}(?:巷|弄))*\d{1,5}(?:号|弄)(?:院)?(?:\d{1,4}(?:号楼|栋|幢|座|单元|楼|室|号)){0,4}"
    r"|[\u4e00-\u9fff]{2,12}(?:小区|公寓|花园|苑|村|大厦)\d{1,4}(?:号楼|栋|幢|座)\d{0,4}(?:单元)?\d{0,5}(?:室|号)?"
    r"|(?<![0-9a-z])\d{1,5}[a-z]?\s+(?!(?:tb|gb|mb|kb|kg|km|mm|cm|ml|ghz|mhz|hz|mah|mp|inch|inches|x)\s)"  # "2 TB NVMe drive"
    r"(?:[a-z]+\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|boulevard|blvd|drive|dr"
    r"|court|ct|terrace|crescent|highway|hwy|parkway|pkwy)\b\.?(?:,?\s*(?:apt|apartment|suite|unit|flat|#)\s*\w+)?"
    # French: the number first ("41 rue des Vignerons").
    r"|(?<![0-9a-z])\d{1,4}(?: ?(?:bis|ter))?,? (?:rue|avenue|boulevard|bd|chemin|allee|impasse|quai|cours|route)"
    r" (?:des |du |de la |de l'|de |d')?[a-z][a-z'\-]+"
    # Spanish, Italian, Portuguese, Catalan: the street, then its number and a comma, floor or postcode.
    r"|(?<![a-z])(?:calle|avenida|avda|plaza|paseo|camino|carrer|via|viale|piazza|corso|rua|travessa|largo|praca"
    # ... never an hour ("quedamos en la plaza a las 8,")
    r"|alameda)\.? (?:[a-z'\-]+ ){1,5}?(?<!\ba las )(?<!\ba la )(?<!\ba les )(?<!\bas )(?<!\balle )(?<!\bore )(?<!\bpelas )(?<!\bat )"
    r"\d{1,4}[a-z]?(?:,|\s?[ºª°]| \d{4,5}(?![0-9]))"
    # ... or its name, a comma and the number ("Rua das Flores, 221", "Via Roma, 12").
    r"|(?<![a-z])(?:calle|avenida|avda|plaza|paseo|carrer|via|viale|piazza|corso|rua|travessa|largo|praca"
    r"|alameda)\.? (?:[a-z'\-]+ ){0,4}[a-z'\-]+, (?:n\.?[ºo°]? ?)?\d{1,4}[a-z]?(?![0-9]|[.,]\d)"
    # German and Dutch: a street name ending in its kind ("Amselgrund 19", "Keizersgracht 12").
    r"|(?<![a-z])[a-z]{3,}(?:strasse|straße|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|grund|hof|garten"
    r"|markt|pfad|stieg|straat|laan|plein|gracht|kade|dijk|steeg|singel) \d{1,4}[a-z]?(?![0-9])"
    # Japanese and Korean: 1丁目40-5, 12番地; 테헤란로 123 after a city or district.
    r"|\d{1,2}丁目\s?\d{1,4}(?:番地?|-)\s?\d{1,4}|\d{1,4}番地"
    r"|[都道府県市区町村][\u4e00-\u9fff]{1,6}\d{1,2}-\d{1,4}-\d{1,4}"  # 新宿区西新宿2-8-1
    r"|(?:시|구|군|읍|면) ?[가-힣0-9]{1,12}(?:로|길) ?\d{1,4}(?:-\d{1,4})?"
    # More languages: the street's kind first, then its name and number ("ul. Długa 12",
    # "ул. Ленина, д. 5", "Strada Florilor nr. 12", "Jl. Melati No. 7", "οδός Αθηνάς 14")
    # a Latin-letter street word ends at a space or a dot: Vietnamese "ngõ" is not the start of Zulu "ngomhla"
    + rf"|(?<![a-z])(?:{_STREET_FIRST})(?:(?<=[a-z])(?=[\s.])|(?<![a-z]))\s*[^\W\d][\w'’.\-]*(?:\s+[^\W\d][\w'’.\-]*){{0,2}}\s*[,،]?\s*(?:{_HOUSE_NUMBER_WORD})?\s*\d{{1,4}}[a-z]?(?![0-9])"
    # or its name ending in its kind ("Storgatan 12", "Nørrebrogade 5", "Mannerheimintie 3",
    # "Petőfi utca 12", "Atatürk Caddesi No: 5")
    + r"|(?<![a-z])[a-z]{3,}(?:gatan|vagen|gade|vej|veien|gata|gøta|vegur|katu|tie|kuja)\s\d{1,4}[a-z]?(?![0-9])"
    + r"|(?<![a-z])[a-z]{3,}\s(?:utca|korut|sokak|sokagi|caddesi|cad\.|sk\.)\s*(?:no\s*[:.]?)?\s*\d{1,4}[a-z]?(?![0-9])"
    # ... or followed by its kind as a word ("Vilniaus g. 12", "Brīvības iela 5", "Narva mnt 5",
    # "Nagusia kalea 3", "Slovenska cesta 9")
    + r"|(?<![a-z])[a-z]{3,}\s(?:g\.|gatve|pr\.|prospektas|iela|mnt\.?|maantee|tanav|puiestee|kalea|etorbidea|cesta|ulica|utca)\s\d{1,4}[a-z]?(?![0-9])"
    # India: the house number, then the road ("221B, MG रोड", "12 Gandhi Marg", "45, Lajpat Nagar")
    + r"|(?<![0-9a-z])\d{1,4}[a-z]?,?\s(?:[^\W\d][\w.]*\s){0,3}(?:रोड|मार्ग|गली|नगर|marg|nagar|gali|salai|சாலை|রোড)(?![a-z])"
    # Vietnamese: "số 25 đường Lê Lợi", the number before the street's kind
    + rf"|(?<![a-z])(?:{folded_words('số')})\s?\d{{1,4}}[a-z]?(?:/\d{{1,4}})?,?\s(?:{folded_words('đường', 'phố', 'ngõ', 'hẻm')})(?![a-z])"
    # The Philippines: "Blk 20 Lot 12 …", "… Brgy. Mabuhay"
    + r"|(?<![a-z])(?:blk|block)\.?\s?\d{1,4}\s*,?\s*lot\.?\s?\d{1,4}(?![0-9])|(?<![a-z])brgy\.?\s+[a-z]{3,}"
)


def _whole(*names: str) -> str:
    """Names of a number, matched whole in the folded text."""
    return rf"(?<![a-z])(?:{folded_words(*names)})(?![a-z])"


def _valid_iranian_code(number: str) -> bool:
    """Iran's national code: ten digits, the last a mod-11 check of the first nine (weights 10..2)."""
    if len(number) != 10 or not number.isdigit() or len(set(number)) == 1:
        return False
    remainder = sum(int(digit) * weight for digit, weight in zip(number, range(10, 1, -1))) % 11
    return int(number[9]) == (remainder if remainder < 2 else 11 - remainder)


def _valid_nhs_number(number: str) -> bool:
    """The UK's NHS number: ten digits, the last a mod-11 check of the first nine (weights 10..2)."""
    if len(number) != 10 or not number.isdigit():
        return False
    check = 11 - sum(int(digit) * weight for digit, weight in zip(number, range(10, 1, -1))) % 11
    return (0 if check == 11 else check) == int(number[9])


# Other countries' national numbers: a number of the right shape next to its name, valid by its
# checksum where it has one (python-stdnum's validators).
_NATIONAL_IDS = tuple(
    (re.compile(names), re.compile(rf"(?<![0-9a-z]){shape}(?![0-9a-z])"), validator)
    for names, shape, validator in (
        (r"aadhaa?r|" + folded_words("आधार"), r"\d{4}[ -]?\d{4}[ -]?\d{4}", aadhaar.is_valid),
        (r"주민등록|주민번호|(?<![a-z])rrn(?![a-z])|resident registration", r"\d{6}[ -]?\d{7}", rrn.is_valid),
        (r"(?<![a-z])cpf(?![a-z])", r"\d{3}\.?\d{3}\.?\d{3}[-/ ]?\d{2}", cpf.is_valid),
        (r"(?<![a-z])(?:dni|nie|nif)(?![a-z])|documento nacional", r"[xyz]?[ -]?\d{7,8}[ -]?[a-z]",
         lambda value: dni.is_valid(value) or nie.is_valid(value)),
        (r"securite sociale|(?<![a-z])(?:secu|nir|insee)(?![a-z])|carte vitale",
         r"[12] ?\d{2} ?\d{2} ?(?:\d{2}|2a|2b) ?\d{3} ?\d{3} ?\d{2}", nir.is_valid),
        (r"(?<![a-z])bsn(?![a-z])|burgerservicenummer|sofinummer", r"\d{4}\.?\d{2}\.?\d{3}|\d{9}", bsn.is_valid),
        (r"(?<![a-z])(?:sin|nas)(?![a-z])|social insurance|assurance sociale", r"\d{3}[ -]?\d{3}[ -]?\d{3}",
         canada_sin.is_valid),
        (folded_words("マイナンバー", "个人番号", "個人番号") + "|my ?number", r"\d{4}[ -]?\d{4}[ -]?\d{4}", my_number.is_valid),
        (r"steuer-?id|steueridentifikationsnummer|(?<![a-z])idnr(?![a-z])|identifikationsnummer",
         r"\d{2}[ ]?\d{3}[ ]?\d{3}[ ]?\d{3}", idnr.is_valid),
        (r"(?<![a-z])pesel(?![a-z])", r"\d{11}", pesel.is_valid),
        (r"(?<![a-z])amka(?![a-z])|" + folded_words("αμκα", "α.μ.κ.α."), r"\d{11}", amka.is_valid),
        # Viet Nam's citizen ID (CCCD, 12 digits) and the older CMND (9 or 12): no public checksum
        (r"(?<![a-z])(?:cccd|cmnd|can cuoc|chung minh nhan dan)(?![a-z])", r"\d{12}|\d{9}", None),
        # India's PAN: its fourth letter says who holds it (P a person, C a company …).
        (r"(?<![a-z])pan(?: card| number| no)?(?![a-z])|permanent account number", r"[a-z]{3}[abcfghljpt][a-z]\d{4}[a-z]",
         None),
        (r"personnum(?:mer|ret|ren)", r"(?:\d{2})?\d{6}[-+]?\d{4}", personnummer.is_valid),
        # Europe's and Asia's other personal numbers, each by its own name and checksum
        (_whole(*("isikukood", "isikukoodi", "isikukoodiga")), r"\d{11}", estonian_ik.is_valid),
        (_whole(*("kennitala", "kennitalan", "kennitölu", "kennitöluna", "kt.")), r"\d{6}-?\d{4}", kennitala.is_valid),
        (_whole("oib", "osobni identifikacijski broj"), r"\d{11}", oib.is_valid),
        (_whole("егн", "egn", "единен граждански номер"), r"\d{10}", egn.is_valid),
        (_whole(*("rodné číslo", "rodného čísla", "rodne cislo", "r.č.", "rč")), r"\d{6}/?\d{3,4}",
         lambda value: slovak_rc.is_valid(value) or czech_rc.is_valid(value)),
        (_whole(*("jmbg", "јмбг", "emšo", "emso", "matični broj građana", "матични број")), r"\d{13}", emso.is_valid),
        (_whole(*("asmens kodas", "asmens kodą", "asmens kodo", "asmens kodu")), r"\d{11}", asmens.is_valid),
        (_whole(*("personas kods", "personas kodu", "personas koda")), r"\d{6}-?\d{5}", latvian_code.is_valid),
        (_whole("cnp", "cod numeric personal", "codul numeric personal"), r"\d{13}", cnp.is_valid),
        (_whole(*("henkilötunnus", "henkilötunnukseni", "hetu", "sotu")), r"\d{6}[-+a-y]\d{3}[0-9a-z]", hetu.is_valid),
        (_whole(*("cpr", "cpr-nummer", "cpr-nummeret", "cpr nr")), r"\d{6}-?\d{4}", cpr.is_valid),
        (_whole(*("fødselsnummer", "fødselsnummeret", "fodselsnummer", "personnummeret", "riegádannummir")), r"\d{6} ?\d{5}",
         fodselsnummer.is_valid),
        (_whole(*("rijksregisternummer", "numéro national", "registre national", "insz", "niss")),
         r"\d{2}\.?\d{2}\.?\d{2}-?\d{3}\.?\d{2}", belgian_nn.is_valid),
        (_whole("cartão de cidadão", "identificação civil"), r"\d{8} ?\d ?[a-z]{2}\d", portuguese_cc.is_valid),
        (_whole(*("tc kimlik", "t.c. kimlik", "kimlik no", "kimlik numaram", "kimlik numarası", "tckn")), r"\d{11}",
         tckimlik.is_valid),
        (_whole(*("תעודת זהות", "תעודת הזהות", "ת.ז", "ת\"ז", "מספר זהות", "מספר הזהות", "teudat zehut")), r"\d{9}",
         israeli_id.is_valid),
        (_whole("tfn", "tax file number"), r"\d{3} ?\d{3} ?\d{2,3}", tfn.is_valid),
        (_whole(*("เลขประจำตัวประชาชน", "บัตรประชาชน", "thai id")), r"\d-?\d{4}-?\d{5}-?\d{2}-?\d", thai_pin.is_valid),
        (_whole(*("mykad", "kad pengenalan", "no. ic", "no ic", "ic number", "nombor ic", "nric")),
         r"\d{6}-?\d{2}-?\d{4}", malaysian_nric.is_valid),
        (_whole(*("nik", "nomor induk kependudukan", "ktp", "e-ktp")), r"\d{16}", nik.is_valid),
        (_whole(*("cnic", "شناختی کارڈ", "قومی شناختی", "shanakhti card")), r"\d{5}-?\d{7}-?\d", cnic.is_valid),
        # a person's INN has 12 digits (a company's 10)
        (_whole("инн", "инн физлица"), r"\d{12}", inn.is_valid),
        (_whole("ідентифікаційний код", "рнокпп", "іпн"), r"\d{10}", rntrc.is_valid),
        (_whole(*("ahv", "avs", "ahv-nummer", "numéro avs", "sozialversicherungsnummer")),
         r"756\.?\d{4}\.?\d{4}\.?\d{2}", swiss_ahv.is_valid),
        (_whole("pps", "ppsn", "personal public service"), r"\d{7}[a-w][abwtxz]?", pps.is_valid),
        (_whole(*("کد ملی", "کدملی", "شماره ملی", "national code")), r"\d{3}-?\d{6}-?\d", _valid_iranian_code),
        (_whole(*("south african id", "sa id", "id-nommer", "identiteitsnommer", "inombolo kamazisi", "kamazisi"),
                *("yesazisi", "isazisi", "boitsebiso", "boitshupo")),
         r"\d{13}",
         south_african_id.is_valid),
        (r"(?<![a-z])curp(?![a-z])", r"[a-z]{4}\d{6}[hm][a-z]{5}[0-9a-z]\d", curp.is_valid),
        (r"(?<![a-z])rut(?![a-z])", r"\d{1,2}\.?\d{3}\.?\d{3}-?[\dk]", rut.is_valid),
        (r"codice fiscale|(?<![a-z])cf(?![a-z])|tessera sanitaria", r"[a-z]{6}\d{2}[a-z]\d{2}[a-z]\d{3}[a-z]",
         codicefiscale.is_valid),
        (r"(?<![a-z])nhs (?:number|no)|nhs-nummer", r"\d{3}[ -]?\d{3}[ -]?\d{4}", _valid_nhs_number),
        (r"national insurance|(?<![a-z])nino(?![a-z])|(?<![a-z])ni (?:number|no)(?![a-z])",
         # Any two letters next to its name: HMRC's own examples use QQ, which it never issues.
         r"[a-z]{2} ?\d{2} ?\d{2} ?\d{2} ?[a-d]", None),
    )
)  # fmt: skip


# An identity document's number in any language, where no checksum or shape of its own is
# known (a Kenyan or Rwandan ID, a Colombian cédula, a driving licence, a tax number): the
# document's name, then within a few words the number, six or more digits, or letters and at
# least five digits. Words between that make it a count, a fee, a date, a hotline or a sample
# ("the ID card office: call 0800 …", "licence numbers have 8 digits") undo it.
_IDENTITY_DOCUMENT = folded_words(
    *("id card", "identity card", "national id", "national identity", "identity number", "identification number"),
    *("identity document", "citizen id", "citizenship number", "voter id", "voter card", "driver's licence"),
    *("driver's license", "drivers licence", "drivers license", "driving licence", "driving license", "tax id"),
    *("taxpayer id", "tax number", "tax identification number", "health insurance number"),
    *(
        "medical record number",
        "patient id",
        "residence permit",
        "birth certificate number",
        "nin number",
        "nid number",
    ),
    *("ghana card", "huduma number", "philsys", "aadhar"),
    # Spanish, Portuguese, French, Italian, German, Dutch, Nordic
    *("cédula", "cédula de identidad", "cédula de ciudadanía", "documento de identidad", "carnet de identidad"),
    *("número de identificación", "licencia de conducir", "licencia de conducción", "credencial de elector"),
    *("carteira de identidade", "bilhete de identidade", "carteira de motorista", "carta de condução", "cnh"),
    *("carte d'identité", "carte nationale d'identité", "numéro d'identité", "permis de conduire", "titre de séjour"),
    *("numéro fiscal", "carta d'identità", "numero di patente", "patente di guida", "personalausweis"),
    *("ausweisnummer", "führerschein", "führerscheinnummer", "steuernummer", "versichertennummer"),
    *("identiteitskaart", "id-kaart", "rijbewijs", "rijbewijsnummer", "körkort", "førerkort", "kørekort"),
    *("ajokortti", "henkilökortti", "id-kort", "ökuskírteini", "nafnskírteini"),
    # Central and Eastern Europe, the Caucasus, Central Asia
    *("dowód osobisty", "numer dowodu", "prawo jazdy", "občanský průkaz", "občanského průkazu", "občiansky preukaz"),
    *("řidičský průkaz", "vodičský preukaz", "személyi igazolvány", "személyi szám", "jogosítvány", "adóazonosító"),
    *("carte de identitate", "permis de conducere", "удостоверение личности", "водительское удостоверение"),
    *("посвідчення водія", "лична карта", "osobna iskaznica", "lična karta", "osebna izkaznica"),
    *("vozačka dozvola", "возачка дозвола", "снилс", "ταυτότητα", "αριθμός ταυτότητας", "δίπλωμα οδήγησης"),
    *("kimlik kartı", "ehliyet", "ehliyet numarası", "vergi numarası", "şəxsiyyət vəsiqəsi", "sürücülük vəsiqəsi"),
    *("иргэний үнэмлэх", "регистрийн дугаар", "პირადი ნომერი", "პირადობის მოწმობა", "жеке куәлік", "жсн", "иин"),
    *("jshshir", "пинфл", "haydovchilik guvohnomasi", "жеке күбөлүк"),
    # Kurmanji, Northern Sami, Somali
    *("nasname", "nasnameya", "hejmara nasnameyê", "persovdnanummir", "lambarka shakhsiga", "lambarka aqoonsiga"),
    # the Middle East and South Asia
    *("بطاقة الهوية", "الهوية الوطنية", "رقم الهوية", "الرقم القومي", "الرقم الوطني", "رخصة القيادة"),
    *("کارت ملی", "گواهینامه", "पहचान पत्र", "मतदाता पहचान पत्र", "ड्राइविंग लाइसेंस", "वोटर आईडी", "नागरिकता"),
    *("राष्ट्रिय परिचयपत्र", "জাতীয় পরিচয়পত্র", "এনআইডি", "அடையாள அட்டை", "ஓட்டுநர் உரிமம்", "ජාතික හැඳුනුම්පත"),
    *("හැඳුනුම්පත", "giấy phép lái xe", "bằng lái", "lesen memandu", "lisensya", "អត្តសញ្ញាណប័ណ្ណ", "ບັດປະຈຳຕົວ"),
    *("မှတ်ပုံတင်",),
    # Africa
    *("kitambulisho", "leseni ya udereva", "indangamuntu", "chitupa", "katin shaida", "lambar shaida"),
    *("káàdì ìdánimọ̀", "kaadi idanimo", "ìdánimọ̀", "kaadị njirimara", "njirimara", "waraqaa eenyummaa"),
    *("kaardii eenyummaa", "kaadhii eenyummaa", "kaarka aqoonsiga", "aqoonsiga", "መታወቂያ", "መንጃ ፈቃድ", "መንነት"),
    *("umazisi", "isazisi", "boitsebiso", "karata ya boitsebiso", "karapanondro", "kara-panondro", "bestuurslisensie"),
    # East and South-East Asia, Turkish, Portuguese, Arabic and Russian forms the names above miss
    *("căn cước", "căn cước công dân", "chứng minh nhân dân", "cmnd", "cccd", "신분증", "주민등록번호", "주민번호"),
    *(
        "身分証",
        "身分証明書",
        "マイナンバー",
        "個人番号",
        "身分證",
        "ktp",
        "kartu tanda penduduk",
        "nomor induk kependudukan",
    ),
    *("tc kimlik", "kimlik numarası", "kimlik numaram", "kimlik no", "documento de identidade", "número de identidade"),
    *("هويتي", "رقم هويتي", "удостоверения личности", "удостоверению личности", "shenfenzheng", "shenfen zheng"),
)
# Where an 18-digit number with a Chinese ID's shape whose check digit is wrong is still one:
# the Chinese names, or any identity document's name in another language ("Số căn cước công dân").
_ID_CONTEXT = re.compile(rf"{_ID_WORDS}|(?<![a-z])(?:{_IDENTITY_DOCUMENT})(?![a-z])")
_IDENTITY_NUMBER = re.compile(
    rf"(?<![a-z])(?:{_IDENTITY_DOCUMENT})(?![a-z])(?:-[^\W\d]{{1,6}})?"  # "karapanondro-ko", my ID card
    r"(?P<gap>[^0-9a-z\n]{0,12}|(?:\s+[^\W\d]+){1,5}?\s*[:：=]?\s*)"
    # letters only before the digits or joined to them: "ABC 523871", "B072RRE2I55", not "… 12 katika"
    r"(?P<value>(?:(?!(?:is|es|est|ist|ni|na|ko|ke|je|er|ay|wa|ta|ce|e|a|o)\s)[a-z]{1,3}[ \-]?)?\d(?:[ .\-/]?\d|[a-z]){4,23})(?![0-9a-z])"
)
# Words between an ID's name and a number that say the number is something else.
_NOT_THIS_NUMBER = re.compile(
    r"(?<![a-z])(?:digits?|characters?|chars?|length|format|example|e\.g|like|has|hat|heeft|har|tiene|a)(?![a-z])"
)
# … and, for an identity document's number, words that make it a fee, a count, a date, a
# hotline, a sample: in the gap between the document's name and the number.
_NOT_AN_IDENTITY_NUMBER = re.compile(
    r"(?<![a-z])(?:digits?|characters?|chars?|length|format|example|e\.g|like|sample|template|fee|fees|cost|costs"
    r"|price|office|hotline|call|phone|helpline|expires?|expiry|valid|issued|since|until|page|form|version|renewal"
    r"|tel|text|sms|whatsapp|appointment|queue|ticket|order|tracking|programme|program|paid|cuesta|cuestan|costo"
    r"|coute|kostet|costa|custa|kostar|kosztuje|maliyeti|odedim|kilinigharimu|gharama)(?![a-z])"
)
# … or after the number: an amount or a head count ("150000 pesos", "2.500.000 people").
_AMOUNT_AFTER = re.compile(
    r"\s*(?:pesos|shillings?|tl|lira|cfa|naira|birr|rupees?|dollars?|euros?|people|persons|citizens|residents|holders"
    r"|applicants|ksh|kes|tzs|ugx|usd|eur|cop|mxn|personas|habitantes|watu|bob|pen|ars|clp)(?![a-z])"
)
# A company's tax or registration number is printed on its invoices: not a person's. In the same
# clause, and not after "my" ("Para la firma del contrato: mi cédula es …").
_ORGANISATION_BEFORE = re.compile(
    r"(?<![a-z])(?:company|company's|business|firm|employer|vat|shop|store|restaurant|bakery|cafe|"
    + folded_words(
        *("şirket", "şirketin", "şirketimizin", "firmanın", "firmamızın", "empresa", "société", "entreprise"),
        *("unternehmen", "unternehmens", "bedrijf", "azienda", "organização", "компании", "фирмы", "организации"),
        *("kampuni", "kampeni"),
    )
    + r")(?![a-z])|公司|企业"
)
_MY_DOCUMENT_BEFORE = re.compile(
    r"(?<![a-z])(?:my|mi|mein|meine|meinen|mon|ma|meu|minha|mio|mia|mój|moja|moje|yangu|langu|changu|koo|me)\W+(?:\w+\W+)?$"
)
_DATE_SHAPE = re.compile(r"\d{1,4}[ .\-/]\d{1,2}[ .\-/]\d{1,4}")


def _identity_number_hits(text: str) -> Iterator[tuple[int, int]]:
    for match in _IDENTITY_NUMBER.finditer(text):
        value = match.group("value")
        digits = sum(char.isdigit() for char in value)
        if digits < (5 if re.search(r"[a-z]", value) else 6) or len(set(re.sub(r"\D", "", value))) < 3:
            continue  # "AB12345" is a number; "12 500" a count
        if _DATE_SHAPE.fullmatch(value) or _NOT_AN_IDENTITY_NUMBER.search(match.group("gap")):
            continue
        if UNIT_AFTER.match(text, match.end()) or _AMOUNT_AFTER.match(text, match.end()):
            continue  # "150000 pesos", "2.500.000 people"
        clause_start = max(text.rfind(mark, 0, match.start()) for mark in ".;!?\n") + 1
        before = text[max(clause_start, match.start() - 30) : match.start("value")]
        if _ORGANISATION_BEFORE.search(before) and not _MY_DOCUMENT_BEFORE.search(text, clause_start, match.start()):
            continue  # "Şirketin vergi numarası 5257375145"
        yield match.start("value"), match.end()


# A name any country's form uses ("ID number", "identity number", "身分證字號"): a number near it
# that one of the countries' checks above accepts is that document's ("Home Affairs sent the
# form back. ID number should read 9705133936083"), but only a valid one, as no country is named.
_ANY_COUNTRY_ID_NAME = re.compile(
    r"(?<![a-z])(?:id|identity|identification|national\W+id|citizen\W+id|personal\W+id)\W+(?:number|no\.?|#)(?![a-z])"
    r"|(?<![a-z])(?:numero d'identite|numero de identidad|numero de identificacao|numero di identita"
    r"|personalausweisnummer|ausweisnummer)(?![a-z])|身份证号|身分证字号"  # folded: no accents, simplified
)
_SOMETHING_ELSES_ID = re.compile(
    r"(?<![a-z])(?:order|booking|tracking|transaction|customer|client|member|invoice|reference|ticket|account|device"
    r"|product|session|user|employee|student|parcel|shipment|request|case|claim|policy|app|game|player)\W*$"
)
# The names without their word edges: a superset, but an alternation the regex engine can skip
# through by first characters (an edge assertion in front of every branch defeats that).
_ANY_NATIONAL_ID_NAME = re.compile(
    "|".join([*(names.pattern for names, _, _ in _NATIONAL_IDS), _ANY_COUNTRY_ID_NAME.pattern])
    .replace("(?<![a-z])", "")
    .replace("(?![a-z])", "")
)


def _id_value(match: re.Match[str]) -> str:
    """A document number as the checks read it: no grouping marks, upper case."""
    return re.sub(r"[ .\-/]", "", match.group()).upper()


def _national_id_hits(text: str) -> Iterator[tuple[int, int]]:
    if not _ANY_NATIONAL_ID_NAME.search(text):  # most texts name none: one search instead of fifteen
        return
    for names, shape, validator in _NATIONAL_IDS:
        for name in names.finditer(text):
            window_start = max(0, name.start() - 40)
            for match in shape.finditer(text, window_start, min(len(text), name.end() + 64)):
                value = _id_value(match)
                # Right after its name, a number of the right shape is that person's even with a
                # typo in its check digit ("Mijn BSN is 526548466"), as for a Chinese ID.
                named = name.end() <= match.start() <= name.end() + 24 and not _NOT_THIS_NUMBER.search(
                    text, name.end(), match.start()
                )
                if validator is None or named or validator(value):
                    yield match.span()
    for name in _ANY_COUNTRY_ID_NAME.finditer(text):
        if _SOMETHING_ELSES_ID.search(text, max(0, name.start() - 24), name.start()):
            continue  # "Order ID number …": an order's, a booking's, not a person's
        window = (max(0, name.start() - 40), min(len(text), name.end() + 64))
        for _, shape, validator in _NATIONAL_IDS:
            if validator is None:
                continue  # no check to accept the number by
            for match in shape.finditer(text, *window):
                if validator(_id_value(match)):
                    yield match.span()


# A business's premises, whose address is printed on its door: "our office at 12 Mulberry Row",
# "the bakery is on 4 Elm Street".
_PREMISES_BEFORE = re.compile(
    r"(?<![a-z])(?:office|offices|shop|store|restaurant|caf[eé]|bakery|clinic|school|church|library|museum|gym|studio|branch"
    r"|headquarters|hq|warehouse|factory|hotel|bar|pub|salon|pharmacy|company|firm|showroom|venue|theatre|theater|cinema)"
    r"\W+(?:\w+\W+)?(?:is\W+|are\W+|was\W+)?(?:at|on|located\W+at|moved\W+to|opens\W+at)\W*$"
)
# A public place named just before the address, in the same sentence ("the main entrance of
# Hamburg's Hauptbahnhof, Hachmannplatz 16", "東京タワー（港区芝公園4-2-8）", "Guggenheim museoa
# Abandoibarra etorbidea 2an"): where anyone can go, unless the text speaks of someone's home or
# of sending something there.
_PUBLIC_PLACE = re.compile(
    r"(?:bahnhof|museum|museo|turm|kirche|kathedrale|flughafen|stadion|rathaus|eingang|"
    + folded_words("駅", "站", "역", "タワー", "塔", "타워", "博物館", "博物馆", "美術館", "美术馆", "박물관", "미술관")
    + "|"
    + folded_words(
        "体育场", "スタジアム", "경기장", "空港", "机场", "공항", "教会", "教堂", "성당", "神社", "寺", "公園"
    )
    + "|"
    + folded_words("公园", "공원", "城", "宮殿", "入口", "大学", "図書館", "图书馆", "市役所", "市政府", "病院", "医院")
    + r")|(?<![^\W\d_])(?:"
    + folded_words(
        *("station", "gare", "estación", "stazione", "estação", "вокзал", "станция", "dworzec", "geltokia"),
        *("tower", "tour", "torre", "башня", "wieża", "dorrea", "musée", "museu", "muzeum", "музей", "museoa"),
        *("stadium", "stade", "estadio", "stadio", "стадион", "airport", "aéroport", "aeropuerto", "aeroporto"),
        *("lotnisko", "аэропорт", "luchthaven", "cathedral", "cathédrale", "catedral", "cattedrale", "katedrala"),
        *("church", "église", "iglesia", "chiesa", "igreja", "kościół", "собор", "церковь", "temple", "tempel"),
        *("templo", "mosque", "mosquée", "mezquita", "moschee", "palace", "palais", "palast", "palacio", "palazzo"),
        *("palácio", "schloss", "castle", "château", "castillo", "castello", "zoo", "opera", "opéra", "theatre"),
        *("theater", "théâtre", "teatro", "театр", "university", "université", "universidad", "università"),
        *("universität", "library", "bibliothèque", "biblioteca", "bibliothek", "city hall", "town hall"),
        *("hôtel de ville", "mairie", "ayuntamiento", "municipio", "hospital", "hôpital", "krankenhaus"),
        *("ospedale", "embassy", "ambassade", "embajada", "botschaft", "consulate", "consulat", "consulado"),
        *("main entrance", "entrance", "entrée", "entrada", "ingresso", "monument", "monumento", "memorial"),
        *("hotel", "hôtel", "hostel", "market", "marché", "mercado", "mercato", "markthalle", "mall"),
        *("visitor center", "visitor centre", "community center", "shopping center", "centro comercial"),
        *("einkaufszentrum", "besucherzentrum", "centre commercial"),
    )
    + r")(?![^\W\d_])"
)
_PRIVATE_PLACE = re.compile(
    r"(?<![^\W\d_])(?:"
    + folded_words(
        *("i live", "we live", "live at", "lives at", "my home", "my house", "my flat", "my apartment", "my place"),
        *("our home", "our house", "our flat", "home address", "ship to", "deliver to", "send it to", "mail it to"),
        *("wohne", "wohnen", "meine adresse", "zu hause", "j'habite", "nous habitons", "chez moi", "vivo en"),
        *("vivimos en", "mi casa", "abito", "a casa mia", "moro na", "moro em", "minha casa", "mieszkam"),
        *("живу", "etxean bizi"),
    )
    + r")(?![^\W\d_])|"
    + folded_words("我家", "住在", "我住", "住んで", "自宅", "우리 집", "살아", "거주", "사는 곳")
)


def _not_a_home_before(text: str, start: int) -> bool:
    """Premises (an office, a shop "at") or a public place named before the address at `start`."""
    if _PREMISES_BEFORE.search(text, max(0, start - 40), start):
        return True
    sentence_start = max(text.rfind(mark, 0, start) for mark in (". ", "。", "! ", "? ", "\n")) + 1
    return bool(_PUBLIC_PLACE.search(text, max(sentence_start, start - 60), start)) and not _PRIVATE_PLACE.search(text)


# Street kinds that are everyday words too (way, close, place), and UK postcodes: read with
# their capitals, a house number and a capitalised name ("14 Orchard Close", "233 Larkspur Mews,
# Whitby Green WG2 5TR"), never "3 times on the way".
_US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND"
    "|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU"
)
_NAME_WORD = r"[^\W\d_][\w'’\-]*"
_POSTCODE = r"(?!(?:19|20)\d\d(?!\d))\d{4,5}(?!\d)"
_CAPITALISED_ADDRESS = re.compile(
    r"(?<![0-9A-Za-z])\d{1,5}[A-Za-z]?\s+(?:[A-Z][a-z'\-]+\s+){1,3}(?:Mews|Close|Way|Place|Row|Square|Gardens|Grove"
    r"|Walk|Rise|Wharf|Quay|Circus|Parade|Esplanade|Alley|Trail|Plaza|Cove|Loop|Hill|Green|Park|Yard|View)(?![A-Za-z])"
    r"|(?<![0-9A-Za-z])\d{1,5}[A-Za-z]?,?\s+(?:[A-Z][A-Za-z'\-]*,?\s+){1,6}[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}(?![A-Za-z0-9])"
    # In any language, a house number and a street, then a town and a US state with its ZIP code
    # ("1187 Alanui Kāhiliōpua, Hilo, HI 96720"), or a postcode and a town ("14, hent ar Vilin-Avel,
    # 29270 Karaez", "Carrer Nou 5, 08001 Barcelona"); a 4-digit postcode is not a year.
    rf"|(?<![\w.])\d{{1,5}}[A-Za-z]?,?\s+{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}},\s*[A-Z]{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}},\s*"
    rf"(?:{_US_STATES})\s\d{{5}}(?:-\d{{4}})?(?!\w)"
    rf"|(?<![\w.])\d{{1,4}}[A-Za-z]?,?\s+(?:{_NAME_WORD}\s+){{0,3}}[A-Z]{_NAME_WORD},\s*{_POSTCODE}\s+[A-Z]{_NAME_WORD}"
    rf"|(?<![\w.])[A-Z]{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}}\s+\d{{1,4}}[A-Za-z]?,\s*{_POSTCODE}\s+[A-Z]{_NAME_WORD}"
)


# "Heimilisfangið mitt er Lundarhvammur 5, 220 Hafnarfjörður", "ঠিকানা: বাড়ি 38, রোড 2, …": any
# language's street, after the word "address" and an "is" or a colon. What follows must read as
# an address: a name next to a house number, and a comma or a second number after it.
_ADDRESS_NAME = re.compile(
    r"(?<![a-z])(?:"
    + folded_words(
        *("address", "home address", "shipping address", "delivery address", "mailing address", "dirección"),
        *("direccion", "domicilio", "adresse", "anschrift", "wohnadresse", "indirizzo", "endereço", "morada"),
        *("adres", "adresa", "adresu", "adrese", "adresas", "aadress", "osoite", "osoitteeni", "cím", "lakcím"),
        *("διεύθυνση", "адрес", "адреса", "адресата", "住所", "주소", "địa chỉ", "alamat", "ที่อยู่", "العنوان"),
        *("عنوان", "כתובת", "पता", "ঠিকানা", "முகவரி", "پتہ", "نشانی", "አድራሻ", "adirẹsi", "heimilisfang"),
        *("heimilisfangið", "heimilisfangi", "tirahan", "ikheli", "anwani", "adreso", "postadres", "postadresse"),
        *("leveringsadresse", "lieferadresse", "adresse de livraison", "dirección de envío", "endereço de entrega"),
    )
    + r")(?![a-z])(?P<gap>[^.!?\n\d:：]{0,24}?)(?:[:：]|(?<![a-z])(?:is|es|est|ist|er|ir|je|yra|ni|ay|na|on|e|è|é|era)(?![a-z]))\s*"
    r"(?P<value>[^\n]{6,80})"
)
# A letter, or a vowel sign of the Indic and Thai scripts (not \\w in Python's regular expressions).
# Atomic: an Indic or Thai letter matches both branches, and a run of n such letters with no
# house number after it would otherwise be retried 2^n ways (a 40-letter Thai address hung the scan).
_LETTER = r"(?>[\u0900-\u0dff\u0e00-\u0e7f]|[^\W\d_])"
_HOUSE_NUMBER_NEXT_TO_NAME = re.compile(
    rf"{_LETTER}{{3,}}\.?,?\s\d{{1,5}}[a-z]?(?![\w.:/])|(?<![\w.])\d{{1,5}}[a-z]?,?\s{_LETTER}{{3,}}"
)
_NOT_A_STREET_ADDRESS = re.compile(
    r"(?<![a-z])(?:e-?mail|ip|ipv4|ipv6|mac|web|url|wallet|bitcoin|btc|eth|ethereum|contract|memory|server|host"
    r"|ethernet|hex|pointer|register|return|correo|courriel|メール|邮箱|电子邮件|ip地址)\W{0,3}$"
)


def _labelled_addresses(text: str) -> Iterator[tuple[int, int]]:
    for match in _ADDRESS_NAME.finditer(text):
        if _NOT_A_STREET_ADDRESS.search(text, max(0, match.start() - 16), match.start()):
            continue
        value = match.group("value")
        if re.search(r"@|://|www\.|0x[0-9a-f]|\d+\.\d+\.\d+", value):
            continue  # an e-mail, a link, a wallet or an IP address
        house = _HOUSE_NUMBER_NEXT_TO_NAME.search(value)
        if house is None or UNIT_AFTER.match(value, house.end() - len(house.group().lstrip("0123456789"))):
            continue
        rest = value[house.end() : house.end() + 40]
        if re.search(r"[,،、]|\d", rest) or re.search(r"[,،、]", value[: house.start()]):
            yield match.start(), match.start("value") + house.end() + len(rest)


_SSN = re.compile(
    r"(?:ssn|social security(?: number| no| #)?|(?:my|his|her|their) social)(?: is)?(?:[^0-9a-z]{0,12}|(?:\W+[a-z0-9\-]+){1,4}?\W+(?:is|:)\W{0,3})"
    r"(?P<value>\d{3}[- ]?\d{2}[- ]?\d{4})(?!\d)"
)

# Written 3-2-4 with dashes, as the card prints it, a valid number is the SSN anywhere in a text
# that names one ("they typed the SSN wrong. It should be 522-16-3700"): no phone or date is
# written so. `us_ssn` refuses the numbers never issued and the famous examples (078-05-1120).
_SSN_NAME = re.compile(r"(?<![a-z])ssn(?![a-z])|social security")
_DASHED_SSN = re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])")
_EXAMPLE_SSNS = frozenset({"123-45-6789", "111-22-3333", "222-33-4444", "555-55-5555"})  # forms' and guides' samples


# A bank account by its domestic numbers: a UK sort code, or an account number after its name.
_BANK_ACCOUNT = re.compile(
    r"(?<![a-z])sort\W?code\W+(?:is\W+)?\d{2}[- ]?\d{2}[- ]?\d{2}(?!\d)"
    r"|(?:(?<![a-z])(?:account\s+(?:number|no\.?|#)|acct\.?\s+(?:no\.?|#)|routing(?:\s+(?:number|no\.?))?"
    r"|(?:checking|savings|current|chequing)\s+(?:account|acct)|aba|"
    + folded_words(
        "kontonummer",
        "kontonummeret",
        "numéro de compte",
        "número de cuenta",
        "número da conta",
        "numero di conto",
        "numero del conto",
        "rekeningnummer",
        "numer konta",
        "номер счета",
        "номер счёта",
        "номер рахунку",
        "hesap numarası",
        "số tài khoản",
        "nomor rekening",
        "číslo účtu",
        "tilinumero",
        "számlaszám",
        "αριθμός λογαριασμού",
        "מספר חשבון",
        "رقم الحساب",
        "खाता संख्या",
        "बैंक खाता",
    )
    + r")|银行账号|银行卡号|账号|口座番号|계좌번호)\W+(?:[a-z]+\W+){0,2}?(?:is\W+|:\W*)?\d(?:[ \-]?\d){5,17}(?![\d])"
)


# An organisation's account published for donations.
_DONATION_ACCOUNT = re.compile(
    r"(?<![a-z])(?:donations?|donate|charity|charities|food\s+bank|foundation|stichting|stiftung|spenden\w*|spendenkonto"
    r"|dons|faire\s+un\s+don|donaciones|donativos?|fundación|doações|doação|donazioni|fondazione|darowizn\w*|fundacja"
    r"|пожертвовани\w*|благотворительн\w*|bağış|sumbangan|donasi|yayasan|michango)(?![a-z])"
)


def _other_hits(view: FoldedText) -> Iterator[Hit]:
    text = view.text
    compact = compact_view(view)  # "漕溪北路 88 号 1203 室"
    for match in _IBAN.finditer(text):
        if _near(text, match.start(), match.end(), _DONATION_ACCOUNT, 60):
            continue  # "the food bank's donation account: IBAN NL69 …": published for anyone to pay in
        compact_iban = match.group().replace(" ", "").replace("-", "").upper()
        mostly_digits = sum(char.isdigit() for char in compact_iban) >= 12
        if stdnum_iban.is_valid(compact_iban) or (
            mostly_digits and _near(text, match.start(), match.end(), _ACCOUNT_CONTEXT)
        ):
            yield (IBAN, *view.span(match.start(), match.end()))
    for match in _PASSPORT.finditer(text):
        yield (PASSPORT, *view.span(match.start(), match.end()))
    for start, end in _mrz_hits(text):
        yield (PASSPORT, *view.span(start, end))
    for match in _BANK_ACCOUNT.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        if len(set(digits)) > 2 and not re.search(r"format|example|e\.g|x{2}", match.group()):  # not a mask
            yield (IBAN, *view.span(match.start(), match.end()))
    for match in _SSN.finditer(text):  # a US social security number is a national ID
        yield (ID_CARD, *view.span(match.start(), match.end()))
    for match in _DASHED_SSN.finditer(text) if _SSN_NAME.search(text) else ():
        if us_ssn.is_valid(match.group()) and match.group() not in _EXAMPLE_SSNS:
            yield (ID_CARD, *view.span(match.start(), match.end()))
    for start, end in _national_id_hits(text):
        yield (ID_CARD, *view.span(start, end))
    for start, end in _identity_number_hits(text):
        yield (ID_CARD, *view.span(start, end))
    for match in _ADDRESS.finditer(compact.text):
        if _not_a_home_before(compact.text, match.start()):
            continue
        start, end = compact.span(match.start(), match.end())
        yield ADDRESS, start, end
    for start, end in _labelled_addresses(text) if _ADDRESS_NAME.search(text) else ():
        yield (ADDRESS, *view.span(start, end))
    for match in _CAPITALISED_ADDRESS.finditer(view.cased or view.text):
        if not _not_a_home_before(view.text, match.start()):
            yield (ADDRESS, *view.span(match.start(), match.end()))


# --------------------------------------------------------------------------------------------


def pii_hits(folded: FoldedText) -> list[tuple[str, tuple[int, int]]]:
    """Every PII hit as (code, original span)."""
    hits: list[tuple[str, tuple[int, int]]] = []
    numbers = digits_view(folded)
    hits.extend((code, numbers.span(s, e)) for code, s, e in _number_hits(numbers))
    hits.extend((code, (s, e)) for code, s, e in _password_hits(folded))  # already original spans
    if numbers is not folded:  # a code read out in words ("seis uno ocho nueve") is a number here
        hits.extend((code, (s, e)) for code, s, e in _password_hits(numbers))
    hits.extend((code, (s, e)) for code, s, e in _other_hits(folded))  # original spans already
    for detector in (_email_hits, _secret_hits):
        hits.extend((code, folded.span(s, e)) for code, s, e in detector(folded))
    return [
        (code, span)
        for code, span in hits
        if code != PASSWORD
        or not (_indian_postal_code(folded.original, *span) or _famous_example_password(folded.original, *span))
    ]
