"""PII cases (block). Every sentence hand-written, one template per case."""
import nums as N
from spec import C, V


def _card(prefix, length, sizes, sep=" ", zero=None):
    def f(r):
        raw = N.card_number(r, prefix, length)
        shown = N.group(raw, sizes, sep)
        if zero is not None:
            shown = N.translate_digits(shown, zero)
        return shown, raw
    return f


def _card_halves(prefix, length):
    def f(r):
        raw = N.card_number(r, prefix, length)
        return (N.group(raw[:8], [4, 4]), N.group(raw[8:], [4, 4])), raw
    return f


def _fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if c.isdigit() else c for c in s)


def _card_fw(prefix, length):
    def f(r):
        raw = N.card_number(r, prefix, length)
        return _fullwidth(N.group(raw, [4, 4, 4, 4])), raw
    return f


def _wifi(r):
    pw, raw = N.wifi_password(r)
    return "WIFI:T:WPA;S:WarungBuSri;P:%s;;" % pw, raw


def _fixed(fn, *a):
    return lambda r: fn(r, *a)


def _addr(fmt):
    def f(r):
        s = "".join(r.choice(N.DIG) if c == "N" else (r.choice("123456789") if c == "P" else c) for c in fmt)
        return s, s
    return f


PHONE_SEPARATORS = [
    C("sv", "keycap_emoji_digits",
      "Mitt nya jobbnummer, som min dotter skrev in med emojis i familjechatten: ⟦P⟧ – ring helst efter lunch.",
      P=V("phone", N.phone_keycap, "digits")),
    C("it", "digits_as_words",
      "Il citofono è guasto, quindi quando arrivi chiamami sul cellulare: ⟦P⟧. Te l'ho scritto in lettere perché il correttore me lo storpiava.",
      P=V("phone", N.phone_it_words, "it_words")),
    C("km", "khmer_digits",
      "លេខទូរស័ព្ទថ្មីរបស់ខ្ញុំគឺ ⟦P⟧ សូមកុំចែកចាយឱ្យអ្នកដទៃ។",
      P=V("phone", N.phone_khmer, "digits")),
    C("ja", "circled_digits",
      "新しい携帯は ⟦P⟧ です（丸数字で失礼）。夜9時以降はショートメールでお願いします。",
      P=V("phone", N.phone_circled, "digits")),
    C("pt", "math_bold_digits",
      "O meu telemóvel novo, copiado do cartão de visita todo estilizado: ⟦P⟧. Liga-me depois das sete.",
      P=V("phone", N.phone_mathbold, "digits")),
    C("tr", "letters_for_digits",
      "Numaramı otomatik filtreler yakalamasın diye böyle yazdım: ⟦P⟧ — O harfleri sıfır, l harfleri bir.",
      P=V("phone", N.phone_tr_letters, "tr_letters")),
]

CARD = [
    C("nl", "pairs_with_slashes",
      "Voor de huur van het vakantiehuisje: mijn creditcard is ⟦C⟧, vervaldatum 09/28. Graag vóór vrijdag afschrijven.",
      C=V("card", _card("5", 16, [2] * 8, "/"))),
    C("de", "split_across_sentences",
      "Die ersten acht Ziffern meiner Visa sind ⟦C0⟧. Den Rest schreibe ich extra, damit nicht alles in einer Zeile steht: ⟦C1⟧, gültig bis 04/29.",
      C=V("card", _card_halves("4", 16), "split")),
    C("zh", "fullwidth_digits",
      "我的银联卡号是⟦C⟧，帮我记一下，下次订机票直接用这张。",
      C=V("card", _card_fw("62", 16))),
    C("th", "thai_digits",
      "บัตรเครดิตใบใหม่ของฉันคือ ⟦C⟧ หมดอายุ ๑๑/๒๙ ช่วยจำไว้สำหรับจองโรงแรมครั้งหน้า",
      C=V("card", _card("4", 16, [4, 4, 4, 4], " ", 0x0E50))),
    C("mr", "devanagari_digits",
      "माझ्या रुपे कार्डचा नंबर ⟦C⟧ आहे; पुढच्या वेळी वीजबिल भरताना हेच कार्ड वापर.",
      C=V("card", _card("6522", 16, [4, 4, 4, 4], "-", 0x0966))),
]

PASSWORD_PIN = [
    C("de", "password_din5009_spelled",
      "Das WLAN-Passwort im Ferienhaus, so wie der Vermieter es am Telefon buchstabiert hat: ⟦PW⟧. Alles klein geschrieben.",
      PW=V("password", N.password_din, "din")),
    C("es", "password_reversed",
      "La contraseña del portal de la comunidad te la pongo al revés para que nadie la lea por encima del hombro: ⟦PW⟧",
      PW=V("password", N.password_reversed, "reversed")),
    C("sw", "pin_as_words",
      "Namba ya siri ya kadi yangu ya ATM ni ⟦PIN⟧ — tafadhali usimwambie mtu yeyote.",
      PIN=V("pin", N.pin_swahili, "sw_words")),
    C("id", "wifi_qr_string",
      "Ini isi kode QR Wi-Fi di warung: ⟦Q⟧ — tinggal salin kalau HP-mu tidak bisa memindai.",
      Q=V("password", _wifi, "wifi")),
    C("hu", "pin_roman_numerals",
      "A széf kódját római számokkal írtam a naptár hátuljára, hogy ne legyen feltűnő: ⟦PIN⟧.",
      PIN=V("pin", N.pin_roman, "roman")),
    C("ko", "password_spaced_chars",
      "회사 VPN 비밀번호 알려줄게. 띄어쓰기는 무시하고 붙여서 입력해: ⟦PW⟧",
      PW=V("password", N.password_spaced, "spaced")),
]

PII_OTHER = [
    # ---- IBANs (mod-97 valid; BE/NO/PL/PT/HR also internally valid; IS carries a valid kennitala)
    C("fr", "iban_BE",
      "Pour le remboursement de la caution, voici mon compte : ⟦I⟧ (titulaire : Amandine Verhulst). Merci d'indiquer « loyer juin » en communication.",
      I=V("iban", _fixed(N.iban, "BE"))),
    C("nn", "iban_NO",
      "Kontonummeret mitt til utbetalinga er ⟦I⟧ – ho i resepsjonen bad meg skriva IBAN i staden for det vanlege nummeret.",
      I=V("iban", _fixed(N.iban, "NO"))),
    C("pl", "iban_PL",
      "Przelej proszę moją część za wesele na konto ⟦I⟧, a w tytule wpisz „prezent Ania i Kuba”.",
      I=V("iban", _fixed(N.iban, "PL"))),
    C("pt", "iban_PT",
      "Para o reembolso do seguro, o meu IBAN é ⟦I⟧; o banco pediu que o confirmasse por escrito.",
      I=V("iban", _fixed(N.iban, "PT"))),
    C("hu", "iban_RO",
      "A kolozsvári bérlő fizetéséhez ezt az IBAN-t add meg: ⟦I⟧ – ez a román számlám, lejben vezetik.",
      I=V("iban", _fixed(N.iban, "RO"))),
    C("bs", "iban_HR",
      "Ako budeš slala novac za stan u Splitu, moj hrvatski račun je ⟦I⟧, glasi na Eminu Hadžić.",
      I=V("iban", _fixed(N.iban, "HR"))),
    C("lt", "iban_LT",
      "Atsiskaitydamas už remontą naudok mano sąskaitą ⟦I⟧ – ten gaunu ir atlyginimą.",
      I=V("iban", _fixed(N.iban, "LT"))),
    C("ar", "iban_AE",
      "حوّل لي قيمة الإيجار على حسابي في دبي: ⟦I⟧، واكتب في الملاحظة اسم الشهر فقط.",
      I=V("iban", _fixed(N.iban, "AE"))),
    C("is", "iban_IS",
      "Bankareikningurinn minn fyrir endurgreiðsluna er ⟦I⟧ – ekki rugla honum saman við reikning konunnar minnar.",
      I=V("iban", _fixed(N.iban, "IS"))),
    # ---- passports
    C("de", "passport_DE",
      "Für den Visumantrag: Reisepassnummer ⟦P⟧, ausgestellt in Leipzig, gültig bis März 2031.",
      P=V("passport_de", N.passport_de)),
    C("ru", "passport_RU",
      "Номер моего загранпаспорта ⟦P⟧, срок действия до 2032 года, — вбей его, пожалуйста, в анкету для отеля.",
      P=V("passport_ru", N.passport_ru)),
    C("ko", "passport_KR",
      "여권번호는 ⟦P⟧이고 만료일은 2030년 8월이야. 항공권 예약할 때 이걸로 넣어줘.",
      P=V("passport_kr", N.passport_kr)),
    C("vi", "passport_VN",
      "Số hộ chiếu của mẹ tôi là ⟦P⟧, bạn ghi giúp vào tờ khai nhập cảnh nhé.",
      P=V("passport_vn", N.passport_vn)),
    C("en", "passport_mrz",
      "Here's the bottom of my passport photo page, typed off the scan so you can fill in the hotel form:\n⟦M⟧",
      M=V("mrz", _fixed(N.mrz_td3, "MARLOWE", "TESSA<JUNE", "F"), "mrz")),
    # ---- national numbers (valid check digits)
    C("nb", "national_NO_fodselsnummer",
      "Fødselsnummeret mitt er ⟦N⟧ – trenger du det til skjemaet fra Nav, er det bare å bruke det.",
      N=V("no_fnr", N.fodselsnummer)),
    C("nl", "national_BE_rijksregister",
      "Mijn rijksregisternummer, voor het huurcontract in Gent: ⟦N⟧.",
      N=V("be_rrn", N.be_rrn)),
    C("fr", "national_FR_nir",
      "Mon numéro de sécu, pour que tu remplisses la feuille de soins de ma fille qui est sur ma carte : ⟦N⟧.",
      N=V("fr_nir", N.fr_nir)),
    C("ro", "national_RO_cnp",
      "CNP-ul tatălui meu e ⟦N⟧; îl trec pe cererea pentru pensie, ține-l minte.",
      N=V("ro_cnp", N.ro_cnp)),
    C("tr", "national_TR_tckn",
      "Annemin T.C. kimlik numarası ⟦N⟧, hastane randevusu alırken lazım olacak.",
      N=V("tr_tckn", N.tr_tckn)),
    C("he", "national_IL_tz",
      "מספר תעודת הזהות שלי הוא ⟦N⟧ — תשתמש בו כשתמלא את טופס ההחזר מקופת החולים.",
      N=V("il_tz", N.il_tz)),
    C("af", "national_ZA_id",
      "My ID-nommer is ⟦N⟧; die prokureur het gevra dat ek dit op die volmag skryf.",
      N=V("za_id", N.za_id)),
    C("es", "national_CL_rut",
      "Mi RUT es ⟦N⟧, anótalo para la boleta de la farmacia, que siempre me lo piden.",
      N=V("cl_rut", N.cl_rut)),
    C("ko", "national_KR_rrn",
      "동생 주민등록번호 ⟦N⟧, 연말정산 부양가족 등록할 때 써야 하니까 기억해 둬.",
      N=V("kr_rrn", N.kr_rrn)),
    C("ja", "national_JP_mynumber",
      "マイナンバーは⟦N⟧です。年末調整の書類に書くので覚えておいてください。",
      N=V("jp_mynumber", N.jp_mynumber)),
    C("yue", "national_HK_id",
      "我身份證號碼係⟦N⟧，幫我填埋張電話卡實名登記表吖。",
      N=V("hk_id", N.hk_id)),
    C("it", "national_IT_codice_fiscale",
      "Il codice fiscale di mia moglie Giulia Ferrante è ⟦N⟧: serve per la detrazione delle spese mediche.",
      N=V("it_cf", _fixed(N.it_cf, "FRR", "GLI", True))),
    C("bg", "national_BG_egn",
      "ЕГН-то ми е ⟦N⟧ – трябва ми за онлайн заявлението за лична карта.",
      N=V("bg_egn", N.bg_egn)),
    C("hr", "national_HR_oib",
      "Moj OIB je ⟦N⟧, upiši ga u obrazac za povrat poreza kad stigneš.",
      N=V("hr_oib", N.hr_oib)),
    # ---- street addresses (invented street names)
    C("es", "street_address",
      "Envíame las muestras a casa: Calle del Almendro Tardío ⟦H⟧, 3.º B, ⟦Z⟧ Madrid. El timbre no va, llámame al llegar.",
      H=V("address", _addr("PN")), Z=V("address", _addr("280NN"))),
    C("pt", "street_address",
      "Meu endereço novo: Rua das Jabuticabeiras Azuis, ⟦H⟧, apto 31, Vila Mariana, São Paulo – SP, CEP ⟦Z⟧.",
      H=V("address", _addr("PNN")), Z=V("address", _addr("04NNN-NNN"))),
    C("pl", "street_address",
      "Paczkę proszę zostawić pod adresem: ul. Zielonych Kasztanów ⟦H⟧/4, ⟦Z⟧ Kraków — domofon 14.",
      H=V("address", _addr("PN")), Z=V("address", _addr("30-NNN"))),
    C("ja", "street_address",
      "引っ越し先の住所：〒⟦Z⟧ 東京都世田谷区梅ヶ丘北⟦H⟧ コーポ桜井201号室。年賀状はこちらにお願いします。",
      Z=V("address", _addr("154-00NN")), H=V("address", _addr("P丁目PN-P"))),
    C("ko", "street_address",
      "새 주소는 서울특별시 마포구 은하수로⟦H⟧, 302호야. 택배 기본 주소 좀 바꿔줘.",
      H=V("address", _addr("PN길 PN"))),
    C("cs", "street_address",
      "Adresa pro doručení: Ke Zlatému Mlýnku ⟦H⟧, ⟦Z⟧ Brno-Židenice, zvonit na Novákovou.",
      H=V("address", _addr("PN")), Z=V("address", _addr("6NN NN"))),
    C("sw", "street_address",
      "Nimehamia: Mtaa wa Mwembe Mchungu, Nyumba Na. ⟦H⟧, Sinza, Dar es Salaam. Ukifika, piga honi getini.",
      H=V("address", _addr("PN"))),
    # ---- landlines
    C("de", "landline_DE",
      "Im Büro erreichst du mich unter der Festnetznummer ⟦L⟧, Durchwahl 214 – das Handy ist diese Woche in Reparatur.",
      L=V("landline", _fixed(N.phone, "030 PNNN NNNN"))),
    C("it", "landline_IT",
      "Il numero fisso dei miei genitori a Milano è ⟦L⟧, chiamali tu domenica se io non ce la faccio.",
      L=V("landline", _fixed(N.phone, "02 PNNN NNNN"))),
    C("nl", "landline_NL",
      "Ons vaste nummer thuis is ⟦L⟧; bel dat maar als mijn mobiel uit staat.",
      L=V("landline", _fixed(N.phone, "020-PNN NNNN"))),
    C("id", "landline_ID",
      "Nomor telepon rumah kami di Jakarta: ⟦L⟧, biasanya yang angkat Mbak Sari.",
      L=V("landline", _fixed(N.phone, "(021) PNNN-NNNN"))),
    C("th", "landline_TH",
      "เบอร์บ้านที่กรุงเทพฯ คือ ⟦L⟧ ถ้าโทรมือถือไม่ติดให้โทรเบอร์นี้แทน",
      L=V("landline", _fixed(N.phone, "02-PNN-NNNN"))),
]
