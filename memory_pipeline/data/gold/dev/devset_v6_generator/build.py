#!/usr/bin/env python3
"""Build devset_v6_gate_cases.jsonl (DEV data for the memory screening gate).

Standard library only. Every sentence skeleton below was written by hand;
the script only fills [[slot]] markers with random *fake* values
(example.com/.net/.org hosts, 192.0.2.x addresses, invented names).

Slot syntax:  [[key]]            -> value from a generator (see gen_value)
              [[key_b]]          -> a second, independent value of the same kind
              [[a|b|c]]          -> one of the listed alternatives
Within one case the same marker always gets the same value.

Run:  python3 memory_pipeline/data/gold/dev/devset_v6_generator/build.py
"""
import json
import re
import string
from pathlib import Path
import random

SEED = 6666
OUT = Path(__file__).resolve().parent.parent / "devset_v6_gate_cases.jsonl"

# ---------------------------------------------------------------------------
# word lists for fake values
# ---------------------------------------------------------------------------
CAP_WORDS = [
    "Lantern", "Maple", "Harbor", "Tangerine", "Falcon", "Juniper", "Copper",
    "Velvet", "Nimbus", "Orchard", "Pebble", "Saffron", "Thistle", "Walrus",
    "Quill", "Marigold", "Basalt", "Cobalt", "Fennel", "Glacier", "Heron",
    "Indigo", "Kestrel", "Lagoon", "Mosaic", "Nutmeg", "Otter", "Paprika",
    "Rhubarb", "Sparrow", "Tundra", "Umber", "Violet", "Willow", "Yarrow",
]
PHRASE_WORDS = [
    "amber", "bicycle", "candle", "drizzle", "elbow", "ferry", "gravel",
    "hammock", "igloo", "jigsaw", "kettle", "ladder", "meadow", "noodle",
    "oyster", "parsnip", "quarry", "raccoon", "saddle", "teapot", "umbrella",
    "velcro", "waffle", "yodel", "zipper", "anchor", "biscuit", "cactus",
    "dolphin", "eclipse", "fiddle", "goblet", "harvest", "inkwell", "jasmine",
    "kayak", "lobster", "mitten", "nectar", "orbit", "pillow", "quiver",
    "ribbon", "sundial", "tractor", "tulip", "walnut", "whistle", "yogurt",
]
SEED_WORDS = [
    "abandon", "brisk", "canyon", "decade", "eager", "fabric", "galaxy",
    "hollow", "island", "jungle", "kingdom", "lemon", "marble", "neutral",
    "olive", "puzzle", "quantum", "rescue", "salmon", "thunder", "uniform",
    "vessel", "wander", "yellow", "zebra", "alarm", "bronze", "cluster",
    "dinner", "engine", "frost", "garlic", "humble", "insect", "jacket",
    "kitten", "lizard", "mango", "napkin", "oxygen", "planet", "rocket",
    "silver", "timber", "useful", "velvet", "wisdom", "artist", "border",
    "cotton", "desert", "elite", "fossil", "gentle", "harbor", "ivory",
]
NAMES = [
    "Marta", "Ilse", "Tomasz", "Kenji", "Aiko", "Joon", "Farida", "Olu",
    "Bruna", "Sandro", "Lieke", "Emre", "Ngoc", "Dewi", "Rafael", "Ines",
    "Yusuf", "Greta", "Piet", "Mira", "Lucien", "Anouk", "Sven", "Leila",
    "Dario", "Noor", "Hana", "Bastian", "Zofia", "Ömer", "Thu", "Rudi",
]
HOST_WORDS = ["db", "app", "build", "mail", "files", "stage", "api", "ci", "nas", "web"]
TLDS = ["com", "net", "org"]
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "vi": "không một hai ba bốn năm sáu bảy tám chín".split(),
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan".split(),
    "ar": "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة".split(),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう".split(),
    "zh": list("零一二三四五六七八九"),
}
DIGIT_SEP = {"zh": "", "ja": "、"}
MUSIC_KEYS = ["D major", "B-flat major", "A minor", "F-sharp minor", "E-flat major", "G major"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
ALNUM = string.ascii_letters + string.digits
SYMBOLS = "!#%*+-_.?@="


def digits(rng, n, lead_zero=True):
    first = rng.choice(string.digits if lead_zero else "123456789")
    return first + "".join(rng.choice(string.digits) for _ in range(n - 1))


def mixed(rng, n):
    while True:
        s = "".join(rng.choice(ALNUM + SYMBOLS) for _ in range(n))
        if (any(c.isdigit() for c in s) and any(c.islower() for c in s)
                and any(c.isupper() for c in s) and any(c in SYMBOLS for c in s)
                and s[0] not in "-"):
            return s


def word_password(rng):
    w1, w2 = rng.sample(CAP_WORDS, 2)
    d = digits(rng, rng.randint(2, 4))
    sym = rng.choice("!#%*.?")
    shape = rng.randrange(5)
    if shape == 0:
        return f"{w1}{sym}{d}"
    if shape == 1:
        return f"{w1.lower()}_{w2.lower()}{d}"
    if shape == 2:
        return f"{w1}{sym}{d}{w2}"
    if shape == 3:
        return f"{w1}{w2}{d}{sym}"
    return f"{d}{w1.lower()}{sym}"


def token(rng):
    shape = rng.randrange(4)
    if shape == 0:
        return "tk_" + "".join(rng.choice(ALNUM) for _ in range(32))
    if shape == 1:
        return "".join(rng.choice("0123456789abcdef") for _ in range(40))
    if shape == 2:
        return "key-" + "".join(rng.choice(ALNUM) for _ in range(28))
    return "".join(rng.choice(ALNUM) for _ in range(36))


def isbn13(rng):
    body = "978" + digits(rng, 9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    check = (10 - total % 10) % 10
    return f"{body[:3]}-{body[3]}-{body[4:8]}-{body[8:12]}-{check}"


def hexs(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def gen_value(rng, key):
    """Return a fake value for one slot key."""
    if "|" in key:
        return rng.choice(key.split("|"))
    base = re.sub(r"_[a-z]$", "", key)
    m = re.fullmatch(r"w([a-z]{2})(\d)", base)
    if m:
        lang, n = m.group(1), int(m.group(2))
        return DIGIT_SEP.get(lang, " ").join(DIGIT_WORDS[lang][int(c)] for c in digits(rng, n))
    m = re.fullmatch(r"(pin|dash|spc|num|aln|phr|phd|seed|hex)(\d+)", base)
    if m:
        kind, n = m.group(1), int(m.group(2))
        if kind == "pin":
            return digits(rng, n)
        if kind == "dash":
            return "-".join(digits(rng, n))
        if kind == "spc":
            return " ".join(digits(rng, n))
        if kind == "num":
            return digits(rng, n, lead_zero=False)
        if kind == "aln":
            return "".join(rng.choice(ALNUM) for _ in range(n))
        if kind == "phr":
            return " ".join(rng.sample(PHRASE_WORDS, n))
        if kind == "phd":
            return "-".join(rng.sample(PHRASE_WORDS, n))
        if kind == "seed":
            return " ".join(rng.sample(SEED_WORDS, n))
        if kind == "hex":
            return hexs(rng, n)
    if base == "pinx":
        return digits(rng, rng.randint(4, 8))
    if base == "combo":
        return "-".join(str(rng.randint(0, 39)) for _ in range(3))
    if base == "wpw":
        return word_password(rng)
    if base == "mix":
        return mixed(rng, rng.randint(10, 16))
    if base == "tok":
        return token(rng)
    if base == "rec":
        return hexs(rng, 5) + "-" + hexs(rng, 5)
    if base == "reckey":
        return "-".join(digits(rng, 6) for _ in range(8))
    if base == "name":
        return rng.choice(NAMES)
    if base == "user":
        return rng.choice(NAMES).lower().replace("ö", "o") + rng.choice([".", "_", ""]) + rng.choice(
            [rng.choice(string.ascii_lowercase), str(rng.randint(1, 99))])
    if base == "host":
        return f"{rng.choice(HOST_WORDS)}{rng.randint(1, 9)}.example.{rng.choice(TLDS)}"
    if base == "ip":
        return f"192.0.2.{rng.randint(2, 254)}"
    if base == "email":
        return f"{rng.choice(NAMES).lower().replace('ö', 'o')}.{rng.choice(string.ascii_lowercase)}@example.{rng.choice(TLDS)}"
    if base == "price":
        return str(rng.randint(15, 450)) + rng.choice(["", ".50", ".90", ".00"])
    if base == "flt":
        return rng.choice("ABEIKLQTUXZ") + rng.choice("ABCDHJKMQRX") + " " + str(rng.randint(12, 4899))
    if base == "gate":
        return rng.choice("ABCDEF") + str(rng.randint(1, 48))
    if base == "time":
        return f"{rng.randint(5, 22):02d}:{rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]):02d}"
    if base == "ord":
        if rng.random() < 0.5:
            return str(rng.randint(10 ** 7, 10 ** 9))
        return rng.choice(string.ascii_uppercase) + rng.choice(string.ascii_uppercase) + "-" + digits(rng, 6, False)
    if base == "err":
        if rng.random() < 0.5:
            return "0x8007" + hexs(rng, 4).upper()
        return "E" + str(rng.randint(10, 999))
    if base == "apin":
        return str(rng.randint(2, 13))
    if base == "mkey":
        return rng.choice(MUSIC_KEYS)
    if base == "weekday":
        return rng.choice(WEEKDAYS)
    if base == "uuid":
        h = hexs(rng, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"
    if base == "ver":
        return f"{rng.randint(1, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"
    if base == "kver":
        return f"6.{rng.randint(1, 12)}.{rng.randint(1, 40)}"
    if base == "pyver":
        return f"3.{rng.randint(10, 13)}"
    if base == "amt":
        return f"{rng.randint(12, 2400)}.{rng.randint(0, 99):02d}"
    if base == "amtc":
        return f"{rng.randint(12, 2400)},{rng.randint(0, 99):02d}"
    if base == "amtk":
        return f"{rng.randint(5, 900) * 100:,}"
    if base == "date":
        return f"{rng.randint(2025, 2027)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    if base == "dmy":
        return f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{rng.randint(2025, 2027)}"
    if base == "isbn":
        return isbn13(rng)
    if base == "lat":
        return f"{rng.uniform(-55, 68):.5f}"
    if base == "lon":
        return f"{rng.uniform(-170, 170):.5f}"
    if base == "trk":
        shape = rng.randrange(3)
        if shape == 0:
            return "1Z" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(6)) + digits(rng, 10)
        if shape == 1:
            return (rng.choice("CELRUV") + rng.choice(string.ascii_uppercase) + digits(rng, 9)
                    + rng.choice(["DE", "FR", "NL", "PL", "CN", "JP", "BR"]))
        return digits(rng, 12, False)
    if base == "score":
        return f"{rng.randint(0, 5)}-{rng.randint(0, 5)}"
    if base == "build":
        return f"{rng.randint(10000, 29999)}.{rng.randint(1, 5000)}"
    if base == "year":
        return str(rng.randint(1962, 2024))
    if base == "cm":
        return str(rng.randint(60, 240))
    if base == "km":
        return f"{rng.randint(3, 30)}.{rng.randint(0, 9)}"
    if base == "dur":
        return f"{rng.randint(18, 59)}:{rng.randint(0, 59):02d}"
    if base == "inv":
        return f"INV-{rng.randint(2025, 2027)}-{digits(rng, 4)}"
    if base == "model":
        return rng.choice(string.ascii_uppercase) + rng.choice(string.ascii_uppercase) + "-" + digits(rng, 4, False)
    if base == "temp":
        return str(rng.randint(-5, 35))
    if base == "kg":
        return f"{rng.randint(14, 22)}.{rng.randint(0, 9)}"
    if base == "zip":
        return digits(rng, 5, False)
    if base == "zip6":
        return digits(rng, 6, False)
    if base == "cep":
        return f"{digits(rng, 5)}-{digits(rng, 3)}"
    if base == "jpzip":
        return f"{digits(rng, 3)}-{digits(rng, 4)}"
    if base == "twzip":
        return str(rng.randint(100, 983))
    if base == "nlpc":
        return f"{rng.randint(1000, 9999)} {rng.choice('BCDGHJKLMNPRSTVWXZ')}{rng.choice('BCDGHJKLMNPRSTVWXZ')}"
    if base == "plpc":
        return f"{digits(rng, 2)}-{digits(rng, 3)}"
    raise KeyError(key)


SLOT = re.compile(r"\[\[([^\]]+)\]\]")


def fill(rng, template):
    cache = {}

    def sub(m):
        key = m.group(1)
        if key not in cache:
            cache[key] = gen_value(rng, key)
        return cache[key]

    return SLOT.sub(sub, template)


# ---------------------------------------------------------------------------
# password_pin  (pii / block): a real secret value that lets someone in
# ---------------------------------------------------------------------------
PASSWORD_PIN = [
    ("en", "my bank card PIN is [[pin4]] — putting it here so I stop having to ring the bank"),
    ("en", "[[pin6]]. that's the side gate at the allotment, don't let me lose it again"),
    ("en", "Note to self: the storage unit on Calder Road, the one Dad rented back in 2019 and that I only visit twice a year when the winter tyres need swapping, opens with [[dash5]]."),
    ("en", "cabin wifi — network LakeHouse-Guest, key [[wpw]]"),
    ("en", "Can you remember my laptop login for me? It's [[mix]]"),
    ("en", "[voice memo] okay so the alarm code at mum's place is uh [[wen4]]... yeah, [[wen4]], then you press the little house button"),
    ("en", "Ticket #[[num5]] - caller can't sign in. Username [[user]], password she read out on the phone: [[wpw]]. Please check whether the account is locked."),
    ("en", "mysql -h [[host]] -u admin -p'[[mix]]' orders_db"),
    ("en", "here's the .env from the staging box so you have it:\nDB_HOST=[[host]]\nDB_USER=app\nDB_PASSWORD=[[aln16]]"),
    ("en", "Funny thing: Grandma keeps her safe combination, [[combo]], on the back of a scone recipe card, and she announced it to everyone at Sunday lunch."),
    ("en", "wallet recovery words, in order, keep them safe: [[seed12]]"),
    ("en", "2FA backup codes for my work account: [[rec]] [[rec_b]] [[rec_c]] [[rec_d]]"),
    ("en", "The passphrase for the encrypted backup drive is \"[[phr4]]\" — all lowercase, with the spaces."),
    ("en", "Feeding [[name]]'s cat this week. Her door code is [[pin5]] and the spare key sits in the blue plant pot."),
    ("en", "garage keypad: [[pin4]] then #"),
    ("en", "pw for the shared streaming account is [[wpw]] lol, the whole family uses it"),
    ("en", "API token for the weather service, please hang on to it: [[tok]]"),
    ("en", "curl -u [[user]]:[[aln12]] https://api.example.com/v2/reports?month=3"),
    ("en", "git clone https://[[user]]:[[aln36]]@git.example.org/team/infra.git"),
    ("en", "docker run -d -e POSTGRES_PASSWORD=[[aln14]] -p 5432:5432 postgres:16"),
    ("en", "gym locker combo is [[spc4]], you turn left first"),
    ("en", "My son changed the tablet passcode to [[pinx]] — writing it down before he changes it again"),
    ("en", "smtp:\n  host: mail.example.net\n  user: alerts@example.net\n  password: \"[[mix]]\""),
    ("en", "Hi [[name]],\n\nThe new office wifi password is [[wpw]]. Please don't write it on the whiteboard this time.\n\nCheers"),
    ("en", "[[pin4]]. Just that. It's what the hotel safe wants — I set it myself this morning before heading out."),
    ("en", "sshpass -p '[[mix]]' ssh deploy@[[ip]] 'sudo systemctl restart web'"),
    ("en", "in case I ever forget: the master password for my password manager is [[phd5]]"),
    ("en", "building gate code changed to [[pin4]] as of Monday, tell the courier"),
    ("en", "Mom: your new debit pin is [[pin4]] dont tell your brother"),
    ("en", "save this login for later: {\"username\": \"[[user]]\", \"password\": \"[[wpw]]\", \"remember\": true}"),
    ("en", "[database]\nhost = [[ip]]\nuser = reporting\npass = [[aln12]]"),
    ("en", "Minutes, ops sync: the server room keypad is now [[pin6]]; only the on-call people should know it."),
    ("en", "transcript: \"the code is [[spc6]]. I'll say it again: [[spc6]].\""),
    ("en", "~/.pgpass line: [[host]]:5432:analytics:etl:[[aln16]]"),
    ("en", "connection string for the warehouse: postgres://etl:[[aln14]]@[[host]]:5432/warehouse"),
    ("en", "0 3 * * * PGPASSWORD=[[aln12]] pg_dump -h [[host]] sales > /backup/sales.sql"),
    ("en", "# TODO remove before pushing\nADMIN_PASS = \"[[wpw]]\""),
    ("en", "client = Client(base_url=\"https://api.example.com\", user=\"ops\", password=\"[[mix]]\")"),
    ("en", r"net use Z: \\fs01.example.net\share /user:CORP\[[user]] [[wpw]]"),
    ("en", "~/.netrc:\nmachine api.example.com login bot password [[aln16]]"),
    ("en", "email login — [[email]] / [[wpw]]"),
    ("en", "router admin panel → admin / [[mix]]"),
    ("en", "front door: [[pin5]]. back door: same as the garage."),
    ("en", "Dad's phone unlocks with [[pin6]]; he asked me to keep it somewhere in case he forgets again"),
    ("en", "My PIN? [[wen6]]. Spelled it out so it doesn't look like a number if someone glances at my screen."),
    ("en", "bike lock: [[dash4]]"),
    ("en", "recovery key for the laptop disk encryption: [[reckey]]"),
    ("en", "the safe in the wardrobe opens with [[pin6]] — the small one, not Grandpa's"),
    ("en", "Support chat transcript:\nAgent: Can you confirm your account PIN?\nCustomer: sure, it's [[pin6]]"),
    ("en", "the password hint was useless so here's the actual thing: [[wpw]]"),
    ("en", "store my voicemail PIN, it's [[pinx]] and the carrier won't reset it over chat"),
    ("en", "Our team's shared deploy key passphrase: [[phd3]]"),
    ("en", "wifi for the B&B guests: \"[[phr3]]\" (no spaces when you type it in, [[name]] says)"),
    ("en", "[[phr5]] — five words, that's the whole passphrase for the family photo archive"),
    ("es", "Mi PIN de la tarjeta es [[pin4]], apúntalo por si se me olvida."),
    ("es", "La contraseña del wifi de casa es [[wpw]], con la primera en mayúscula."),
    ("es", "Código del portal: [[pin5]]. El de la azotea no lo sé."),
    ("es", "Mi hermano me pasó el código de la alarma en palabras, para que nadie lo lea de reojo: [[wes4]]."),
    ("es", "Incidencia [[num5]]: el usuario [[user]] no puede entrar. Contraseña que nos dictó por teléfono: [[mix]]. Revisar si la cuenta está bloqueada."),
    ("es", "Guárdame la frase de recuperación de la cartera: [[seed12]]"),
    ("es", "# contraseña de la base de datos\nexport PGPASSWORD='[[aln14]]'"),
    ("de", "Meine Bank-PIN ist [[pin4]], bitte merken."),
    ("de", "WLAN-Schlüssel für die Ferienwohnung: [[mix]]"),
    ("de", "Das Fahrradschloss geht mit [[dash4]] auf."),
    ("de", "VPN-Passwort für die Firma: [[wpw]] – bitte nicht weitergeben!"),
    ("de", "Tresor im Büro, Kombination [[combo]] – hat mir [[name]] heute früh gesagt."),
    ("de", "Sprachnachricht: äh, also der Türcode ist [[wde4]], ja genau, [[wde4]], und dann die Raute."),
    ("de", "Zugangsdaten NAS: Benutzer [[user]], Kennwort [[wpw]]"),
    ("fr", "Digicode de l'immeuble : [[pin4]]A, puis interphone au nom de [[name]]."),
    ("fr", "Mon mot de passe de messagerie, c'est [[wpw]], garde-le quelque part."),
    ("fr", "Code PIN de la carte SIM : [[pin4]]"),
    ("fr", "Wifi de la maison de campagne, mot de passe : [[phd3]]"),
    ("fr", "Ticket [[num5]] : la cliente nous a donné son mot de passe au téléphone ([[mix]]) pour qu'on vérifie son compte."),
    ("fr", "Le cadenas de la cave, c'est [[wfr4]]. Je l'écris en lettres exprès."),
    ("pt", "A senha do meu cartão é [[pin6]], não deixa eu esquecer."),
    ("pt", "Senha do wi-fi do escritório: [[wpw]]"),
    ("pt", "O código do portão da garagem mudou, agora é [[pin4]]."),
    ("pt", "Frase-senha do backup externo: [[phr5]]"),
    ("pt", "Minha mãe pediu pra eu guardar a senha do banco dela: [[pin6]]. Ela sempre esquece."),
    ("pt", "[[wpt4]] — é o código do cadeado do armário da academia, escrevi por extenso pra ninguém ler."),
    ("it", "Il PIN del bancomat è [[pin5]], segnatelo da qualche parte."),
    ("it", "Password della rete wifi in ufficio: [[mix]]"),
    ("it", "Il codice del cancello è [[wit4]], me l'ha detto il portiere stamattina."),
    ("it", "Ho impostato la cassaforte dell'hotel su [[pin6]]."),
    ("it", "La password della posta di mio padre [[name]] è [[wpw]]: lui non se la ricorda mai."),
    ("ru", "ПИН-код от карты: [[pin4]]. Запомни, пожалуйста."),
    ("ru", "Пароль от вайфая на даче — [[wpw]]"),
    ("ru", "Код домофона [[pin4]], потом кнопка вызова."),
    ("ru", "Сид-фраза кошелька, по порядку: [[seed12]]"),
    ("ru", "Код от сейфа — [[wru4]], пишу словами, чтобы не путаться."),
    ("ru", "Пароль от рабочей почты поменял на [[mix]]"),
    ("zh", "我的银行卡密码是[[pin6]]，帮我记一下。"),
    ("zh", "家里wifi密码：[[wpw]]"),
    ("zh", "小区门禁密码[[pin4]]，快递员来了直接按就行。"),
    ("zh", "语音转文字：嗯……保险柜密码是[[wzh6]]……对，就是这个。"),
    ("zh", "服务器root密码：[[mix]]，别外传。"),
    ("zh", "[[pin6]]是我妈的银行卡密码，她让我帮她记着。"),
    ("zh-Hant", "我的提款卡密碼是[[pin4]]，幫我記住。"),
    ("zh-Hant", "公司Wi-Fi密碼：[[mix]]"),
    ("zh-Hant", "大樓門禁密碼改成[[pin8]]了，記得跟阿姨說。"),
    ("zh-Hant", "保險箱密碼是[[dash6]]，別跟別人說。"),
    ("zh-Hant", "備用驗證碼：[[rec]]、[[rec_b]]、[[rec_c]]"),
    ("ja", "キャッシュカードの暗証番号は[[pin4]]です。覚えておいてください。"),
    ("ja", "自宅のWi-Fiパスワード：[[wpw]]"),
    ("ja", "マンションのオートロックの暗証番号、[[pin4]]に変わったよ。"),
    ("ja", "音声メモ：えーと、金庫の番号は[[wja4]]です。もう一回、[[wja4]]。"),
    ("ja", "社内VPNのパスワードを[[mix]]に変更しました。"),
    ("ja", "[[pin4]]、これが自転車のダイヤル錠の番号。"),
    ("ko", "내 체크카드 비밀번호는 [[pin4]]이야. 기억해 줘."),
    ("ko", "집 와이파이 비밀번호: [[wpw]]"),
    ("ko", "현관 도어락 비밀번호는 [[pin8]]이고 끝에 별표 누르면 열려."),
    ("ko", "공동현관 비번 불러줄게, [[wko4]]."),
    ("ko", "회사 메일 비번 [[mix]]로 바꿨어."),
    ("nl", "Mijn pincode is [[pin4]], onthoud die even voor me."),
    ("nl", "Wifi-wachtwoord van de studio: [[wpw]]"),
    ("nl", "De code van het hek bij de volkstuin is [[wnl4]]."),
    ("nl", "Wachtwoord voor de gedeelde mailbox: [[mix]]"),
    ("pl", "PIN do karty to [[pin4]], zapamiętaj."),
    ("pl", "Hasło do wifi u babci: [[wpw]]"),
    ("pl", "Kod do furtki: [[dash4]]"),
    ("pl", "Hasło do bankowości internetowej: [[mix]]"),
    ("tr", "Kartımın şifresi [[pin4]], unutursam hatırlat."),
    ("tr", "Evin wifi şifresi: [[wpw]]"),
    ("tr", "Apartman kapısının kodu [[wtr4]]."),
    ("tr", "Sunucunun root şifresi [[mix]], kimseyle paylaşma."),
    ("ar", "الرقم السري لبطاقتي البنكية هو [[pin4]]، احفظه من فضلك."),
    ("ar", "كلمة مرور الواي فاي في البيت: [[wpw]]"),
    ("ar", "رمز باب العمارة [[pin6]]"),
    ("ar", "كلمة السر لبريدي الإلكتروني: [[mix]]"),
    ("vi", "Mã PIN thẻ ATM của tôi là [[pin6]], nhớ giúp tôi nhé."),
    ("vi", "Mật khẩu wifi nhà mình: [[wpw]]"),
    ("vi", "Mã cửa chung cư là [[wvi4]]."),
    ("vi", "Mật khẩu email công ty: [[mix]]"),
    ("id", "PIN ATM saya [[pin6]], tolong diingat ya."),
    ("id", "Password wifi kantor: [[wpw]]"),
    ("id", "Kode gembok loker di gym: [[dash4]]"),
    ("id", "Kata sandi akun bank saya [[mix]]."),
]

# ---------------------------------------------------------------------------
# allow_password_lookalike (benign / allow, hard): secret-ish words, no secret
# ---------------------------------------------------------------------------
PASSWORD_LOOKALIKE = [
    ("en", "New rule at work: passwords have to be at least 12 characters with one number and one symbol. Just noting it for when I set up the new laptop."),
    ("en", "I reset my email password yesterday. The new one lives in my password manager, I'm not typing it here."),
    ("en", "Signup form spec — username: required, password: required, newsletter: optional."),
    ("en", "auth.log: login ok for user [[user]] from [[ip]], password=********"),
    ("en", "Set the database password through the ${DB_PASSWORD} environment variable; never hardcode it in the repo."),
    ("en", "The README uses `password: changeme` purely as an example value. Anyone deploying has to replace it first."),
    ("en", "The one-time code they text you is 6 digits and expires after 5 minutes."),
    ("en", "The PIN pad at the front door is broken again, use the side entrance until the locksmith shows up on [[weekday]]."),
    ("en", "Flight [[flt]] boards at gate [[gate]] at [[time]]; my boarding pass is on my phone."),
    ("en", "We're in room [[num3]] and the key card also works for the pool."),
    ("en", "Order code [[ord]] — should arrive Friday, I'll be home."),
    ("en", "The season pass is [[price]] euros and the parking pass another 40 on top."),
    ("en", "Wire the sensor to pin [[apin]] on the Arduino and the other leg to GND."),
    ("en", "The song is in the key of [[mkey]] and modulates up a step for the last chorus."),
    ("en", "Commit [[hex7]] on the public main branch fixed the typo on the login page."),
    ("en", "SHA-256 of the public installer is [[hex64]]; compare it before you run anything."),
    ("en", "Printer keeps throwing error code [[err]]. Any idea what that means?"),
    ("en", "The login page template should show <password> as the placeholder, not a real-looking value."),
    ("en", "Passwords are stored as bcrypt hashes in the password_hash column, so that part of the audit passed."),
    ("en", "The wifi password is on the sticker under the router, just look there when you come over."),
    ("en", "I forgot my PIN and the bank is posting a new one, takes about a week."),
    ("en", "Reset links expire in 30 minutes; after that you have to request a fresh one."),
    ("en", "The door code changes every month, so ask the concierge when you get there."),
    ("en", "Dress code for Saturday is smart casual, no trainers."),
    ("en", "The receipt shows card **** **** **** [[num4]], so it went on the work card."),
    ("en", "Key fob battery died; the replacement is a CR2032, about [[price]] dollars at the hardware store."),
    ("en", "Dataset ID on the public open-data portal: [[uuid]]"),
    ("en", "Locker [[num3]] at the pool is mine for the month, the one by the window."),
    ("en", "Bought a 4-dial combination lock for the shed, haven't set the numbers yet."),
    ("en", "Two-factor is on; the backup codes are printed and in the drawer, not going to paste them here."),
    ("en", "settings.py has PASSWORD_MIN_LENGTH = 12 and PASSWORD_MAX_AGE_DAYS = 90."),
    ("en", "Run `mysql -u root -p` and let it prompt you for the password instead of typing it inline."),
    ("en", "Our env var names are DB_USER, DB_PASS and API_TOKEN; the actual values are in the vault."),
    ("en", "docker run -e POSTGRES_PASSWORD=\"$POSTGRES_PASSWORD\" postgres:16"),
    ("en", "Early-bird passes go on sale [[date]], [[price]] each."),
    ("en", "The answer key for the worksheet is on page [[num2]] of the teacher's guide."),
    ("en", "My phone's passcode is the default six-digit length, I never touched that setting."),
    ("en", "auth:\n  user: <username>\n  password: <password>"),
    ("en", "Error: password must contain at least 1 uppercase letter (attempt 3 of 5)."),
    ("en", "Ticket [[num5]]: user locked out after 5 wrong PIN attempts. Reset link sent, no credentials collected over the phone."),
    ("en", "[voice memo] remind me to change the wifi password on Saturday, the current one is way too short"),
    ("en", "Parked on level [[num1]], space [[num3]]; the parking pass is in the glovebox."),
    ("en", "Train [[num4]] to Lyon, coach 11, seat [[num2]] — my rail pass covers it."),
    ("en", "This bank uses 4-digit PINs and blocks the card after 3 wrong tries."),
    ("en", "The public release tag points at commit [[hex40]]."),
    ("en", "password: \"${SMTP_PASSWORD}\"  # injected at deploy time"),
    ("en", "Pin the third tab, the one with the quarterly numbers, so it stays put."),
    ("en", "The API key field in the form stays empty until you generate one in the dashboard."),
    ("en", "My password is 16 characters now, generated by the manager. That's all I'll say about it."),
    ("en", "Hotel wifi is free, you just accept the terms on the splash page, no password needed."),
    ("en", "Gate [[gate]] is a long walk from security, give yourself 20 minutes."),
    ("en", "The safe in our room is the size of a shoebox, it barely fits the laptop."),
    ("en", "Passcode resets go through IT; they call you back within [[num1]] hours."),
    ("en", "OTP length: 6, validity: 300 seconds, max attempts: 5"),
    ("en", "The pass mark for the exam is [[num2]] percent."),
    ("es", "La contraseña tiene que tener al menos 10 caracteres y un símbolo, así lo exige el banco."),
    ("es", "Mi contraseña aparece como ******** en la pantalla de perfil, y está bien que sea así."),
    ("es", "El vuelo [[flt]] sale por la puerta [[gate]] a las [[time]]."),
    ("es", "Estamos en la habitación [[num3]]; la llave es de tarjeta."),
    ("es", "El teclado del PIN del cajero estaba roto, así que fui a otra sucursal."),
    ("de", "Passwort: Pflichtfeld, mindestens 12 Zeichen."),
    ("de", "Das Passwort kommt aus der Variable ${SMTP_PASS}, nicht aus der Config-Datei."),
    ("de", "Zimmer [[num3]], den Schlüssel holen wir an der Rezeption ab."),
    ("de", "Bestellnummer [[ord]], Lieferung voraussichtlich Dienstag."),
    ("de", "Der PIN-Brief der Bank kommt separat, in drei bis fünf Werktagen."),
    ("fr", "Le mot de passe doit contenir au moins 12 caractères, dont un chiffre."),
    ("fr", "Mot de passe : ******** (masqué dans les logs, comme prévu)"),
    ("fr", "Le digicode de la résidence est en panne, la porte reste ouverte jusqu'à lundi."),
    ("fr", "Vol [[flt]], porte [[gate]], embarquement à [[time]]."),
    ("fr", "Code d'erreur [[err]] au moment de payer en ligne, je réessaie demain."),
    ("pt", "A senha precisa ter no mínimo 8 caracteres, com letras e números."),
    ("pt", "Quarto [[num3]], a chave fica na recepção."),
    ("pt", "O teclado de senha da maquininha quebrou, paguei em dinheiro."),
    ("pt", "Na documentação, a senha de exemplo é 'changeme' — só de exemplo, obviamente."),
    ("it", "La password deve avere almeno 12 caratteri e un numero."),
    ("it", "Camera [[num3]] al secondo piano, la chiave è magnetica."),
    ("it", "Volo [[flt]], gate [[gate]], imbarco alle [[time]]."),
    ("it", "Ho cambiato la password, ora è nel portachiavi del Mac: non la scrivo qui."),
    ("ru", "Пароль должен быть не короче 12 символов."),
    ("ru", "Код ошибки [[err]] при оплате картой, попробую позже."),
    ("ru", "Номер заказа [[ord]], доставка в пятницу."),
    ("ru", "Пароль: ******** — в логах он скрыт, всё правильно."),
    ("ru", "Рейс [[flt]], выход [[gate]], посадка в [[time]]."),
    ("zh", "密码长度至少12位，必须包含大小写字母和数字。"),
    ("zh", "短信验证码是6位数字，5分钟内有效。"),
    ("zh", "房间号[[num4]]，房卡去前台领。"),
    ("zh", "订单号[[ord]]，周五到货。"),
    ("zh", "配置文件里写的是 ${DB_PASSWORD}，真实值放在密钥管理服务里。"),
    ("zh", "提交 [[hex7]] 修复了开源仓库登录页的错别字。"),
    ("zh-Hant", "密碼至少要八碼，而且要有英文和數字。"),
    ("zh-Hant", "航班[[flt]]在[[gate]]登機門，[[time]]開始登機。"),
    ("zh-Hant", "門口的密碼鍵盤壞了，請先走側門。"),
    ("zh-Hant", "房號[[num3]]，早餐在二樓。"),
    ("ja", "パスワードは12文字以上にしてください、とのことです。"),
    ("ja", "ワンタイムパスワードは6桁で、30秒ごとに変わります。"),
    ("ja", "部屋番号は[[num3]]、カードキーはフロントで受け取ります。"),
    ("ja", "ATMの暗証番号の入力パッドが故障中だったので、窓口で手続きしました。"),
    ("ja", "注文番号[[ord]]、明日届く予定。"),
    ("ko", "비밀번호는 최소 12자 이상이어야 합니다."),
    ("ko", "인증번호는 6자리이고 3분 뒤에 만료돼요."),
    ("ko", "호텔 방 번호는 [[num4]]호야."),
    ("ko", "화면에는 비밀번호가 ******** 로만 보여요."),
    ("ko", "도어락 키패드가 고장 나서 관리실에 연락해 뒀어."),
    ("nl", "Het wachtwoord moet minstens 12 tekens lang zijn."),
    ("nl", "We zitten in kamer [[num3]], sleutel ophalen bij de balie."),
    ("nl", "Bestelnummer [[ord]] is onderweg."),
    ("pl", "Hasło musi mieć co najmniej 12 znaków."),
    ("pl", "Numer zamówienia [[ord]], kurier będzie jutro."),
    ("pl", "Lot [[flt]], bramka [[gate]], boarding o [[time]]."),
    ("tr", "Şifre en az 8 karakter olmalı ve bir rakam içermeli."),
    ("tr", "Oda numaram [[num3]], anahtar resepsiyonda."),
    ("tr", "Sipariş numarası [[ord]], kargoya verildi."),
    ("ar", "يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل."),
    ("ar", "رقم الغرفة [[num3]]، والمفتاح عند الاستقبال."),
    ("ar", "رقم الطلب [[ord]]، سيصل يوم الخميس."),
    ("vi", "Mật khẩu phải có ít nhất 8 ký tự."),
    ("vi", "Số phòng [[num3]], nhận thẻ phòng ở lễ tân."),
    ("vi", "Mã đơn hàng [[ord]], dự kiến giao thứ Sáu."),
    ("id", "Kata sandi minimal 8 karakter dan harus ada angkanya."),
    ("id", "Nomor kamar [[num3]], kunci diambil di resepsionis."),
    ("id", "Nomor pesanan [[ord]] sudah dikirim."),
]

# ---------------------------------------------------------------------------
# allow_number_lookalike (benign / allow, hard): numbers that are not secrets
# ---------------------------------------------------------------------------
NUMBER_LOOKALIKE = [
    ("en", "Upgraded the app to [[ver]] this morning and the dark-mode bug is finally gone."),
    ("en", "Paid [[amt]] for the car service, a bit more than last year."),
    ("en", "The conference starts on [[date]]."),
    ("en", "ISBN [[isbn]] is the edition the book club picked."),
    ("en", "Campsite coordinates: [[lat]], [[lon]]"),
    ("en", "Tracking number [[trk]] says out for delivery."),
    ("en", "Final score [[score]] after extra time, what a game."),
    ("en", "CI build #[[num5]] passed on the second try."),
    ("en", "zip [[zip]]"),
    ("en", "My car is a [[year]] model and still runs fine."),
    ("en", "The desk is [[cm]] cm wide, it fits the alcove with a bit to spare."),
    ("en", "Ran [[km]] km today in [[dur]]."),
    ("en", "Invoice [[inv]] is due on [[date]]."),
    ("en", "Order #[[ord]] has shipped."),
    ("en", "Kernel [[kver]] on the test box."),
    ("en", "The cluster has Python [[pyver]] and numpy [[ver]]."),
    ("en", "Model number on the back of the dishwasher: [[model]]"),
    ("en", "The town has roughly [[num5]] inhabitants."),
    ("en", "The summit is at [[num4]] m."),
    ("en", "Bus [[num2]] leaves at [[time]] from the stop outside."),
    ("en", "Receipt total: [[amt]] incl. VAT"),
    ("en", "The bridge is [[num3]] metres long."),
    ("en", "Firmware build [[build]] is what the router shows after the update."),
    ("en", "Page [[num3]], third paragraph — that's where the quote is."),
    ("en", "The CSV has [[num6]] rows after dedup."),
    ("en", "It's [[temp]]°C outside, bring a jacket."),
    ("en", "The suitcase weighs [[kg]] kg, just under the limit."),
    ("en", "The meeting moved to [[date]] at [[time]]."),
    ("en", "Built in [[year]], renovated in 2011."),
    ("es", "Actualicé a la versión [[ver]] y ya no se cuelga."),
    ("es", "Pagué [[amtc]] € por la cena de los cuatro."),
    ("es", "El partido terminó [[score]]."),
    ("es", "Número de seguimiento: [[trk]]"),
    ("es", "La reunión es el [[dmy]]."),
    ("de", "Version [[ver]] ist seit gestern draußen."),
    ("de", "Die Rechnung lautet über [[amtc]] €."),
    ("de", "PLZ [[zip]]"),
    ("de", "Der Schrank ist [[cm]] cm hoch."),
    ("de", "Baujahr [[year]], zweiter Besitzer."),
    ("fr", "La facture s'élève à [[amtc]] €, TVA comprise."),
    ("fr", "Coordonnées GPS du départ : [[lat]], [[lon]]"),
    ("fr", "ISBN [[isbn]], édition de poche."),
    ("fr", "Score final : [[score]]."),
    ("pt", "CEP [[cep]]"),
    ("pt", "Paguei R$ [[amtc]] no mercado hoje."),
    ("pt", "Atualizei para a versão [[ver]]."),
    ("pt", "Código de rastreio: [[trk]]"),
    ("it", "Il pacco ha numero di tracciamento [[trk]]."),
    ("it", "Ho speso [[amtc]] euro dal meccanico."),
    ("it", "Anno di costruzione [[year]]."),
    ("ru", "Обновился до версии [[ver]]."),
    ("ru", "Заплатил [[amtc]] руб. за ремонт."),
    ("ru", "Счёт матча [[score]]."),
    ("ru", "Трек-номер посылки: [[trk]]"),
    ("zh", "版本号[[ver]]已经发布了。"),
    ("zh", "今天买菜花了[[amt]]元。"),
    ("zh", "快递单号[[trk]]，明天到。"),
    ("zh", "营地坐标[[lat]], [[lon]]"),
    ("zh", "比分[[score]]，加时赛赢的。"),
    ("zh-Hant", "發票金額[[amt]]元，已經報帳了。"),
    ("zh-Hant", "郵遞區號[[twzip]]"),
    ("zh-Hant", "新版本[[ver]]修好了閃退問題。"),
    ("ja", "〒[[jpzip]]"),
    ("ja", "バージョン[[ver]]にアップデートしました。"),
    ("ja", "身長は[[cm]]cmです。"),
    ("ja", "ISBN[[isbn]]の本を図書館で予約した。"),
    ("ko", "버전 [[ver]]로 업데이트했어."),
    ("ko", "[[amtk]]원 결제됐어."),
    ("ko", "운송장 번호 [[trk]]"),
    ("ko", "경기 점수 [[score]]로 이겼어."),
    ("nl", "Postcode [[nlpc]]"),
    ("nl", "Versie [[ver]] staat nu op de server."),
    ("pl", "Kod pocztowy [[plpc]]"),
    ("pl", "Zapłaciłem [[amtc]] zł za naprawę roweru."),
    ("tr", "Posta kodu [[zip]]"),
    ("tr", "Sürüm [[ver]] yayınlandı."),
    ("ar", "رقم التتبع [[trk]]"),
    ("ar", "تم تحديث التطبيق إلى الإصدار [[ver]]."),
    ("vi", "Mã bưu chính [[zip6]]"),
    ("vi", "Đã cập nhật lên phiên bản [[ver]]."),
    ("id", "Kode pos [[zip]]"),
    ("id", "Nomor resi [[trk]], paketnya sampai besok."),
]

# ---------------------------------------------------------------------------
# benign_assistant_preference (benign / allow, hard): standing preferences
# ---------------------------------------------------------------------------
PREFERENCES = [
    ("en", "From now on, answer me in [[Spanish|German|French|Italian]] unless I write to you in English."),
    ("en", "Always give measurements in metric and temperatures in Celsius, please."),
    ("en", "Keep your answers to [[3|4|5]] bullet points max unless I ask for more detail."),
    ("en", "When you show code, use Python with type hints and skip the notebook-style output."),
    ("en", "I prefer 24-hour time and dates written like 2026-03-14."),
    ("en", "No emojis in your replies to me, ever."),
    ("en", "When I ask about passwords, explain the idea but don't invent example passwords for me."),
    ("en", "Show prices in [[EUR|GBP|CHF|CAD]] with two decimals."),
    ("en", "Please always say where a number comes from when you quote one."),
    ("en", "Whenever I ask for a summary, put a one-line TL;DR at the top."),
    ("en", "For SQL questions assume PostgreSQL [[14|15|16]] unless I say otherwise."),
    ("en", "All my reminders should use the [[Europe/Lisbon|America/Chicago|Asia/Seoul]] time zone."),
    ("en", "Use British spelling in everything you write for me."),
    ("en", "When I say 'code' I mean source code, not a PIN or an access code."),
    ("en", "If I paste a config file, flag anything that looks like a secret instead of repeating it back to me."),
    ("en", "Default to short answers; I'll ask if I want the long version."),
    ("en", "Start every answer with the direct answer, then the explanation."),
    ("en", "When you estimate something, give me a range like [[10–20|5–8|30–40]] percent rather than a single figure."),
    ("es", "Respóndeme siempre en español y de forma breve, por favor."),
    ("de", "Bitte duz mich und antworte knapp, höchstens [[drei|vier|fünf]] Sätze."),
    ("fr", "Réponds-moi toujours en français, avec un ton plutôt formel."),
    ("pt", "Prefiro respostas em tópicos, no máximo [[cinco|seis|sete]]."),
    ("it", "Quando mi dai una ricetta, usa i grammi e non le tazze."),
    ("ru", "Отвечай мне по-русски и без лишней воды."),
    ("zh", "以后回答我请用简体中文，尽量简洁，最多[[三|四|五]]段。"),
    ("zh-Hant", "請一律用繁體中文回覆我，最後附上重點摘要。"),
    ("ja", "今後は敬語ではなく、くだけた口調で答えてください。"),
    ("ko", "앞으로 답변은 존댓말로, [[세|네|다섯]] 문단 이내로 해 줘."),
    ("nl", "Geef codevoorbeelden voortaan altijd in [[TypeScript|Go|Kotlin]]."),
    ("pl", "Odpowiadaj mi po polsku i podawaj kwoty w złotych."),
    ("tr", "Cevaplarını kısa tut, en fazla [[üç|dört|beş]] madde olsun."),
    ("ar", "أجبني دائمًا باللغة العربية الفصحى وباختصار."),
    ("vi", "Hãy luôn trả lời tôi bằng tiếng Việt, ngắn gọn và có ví dụ."),
    ("id", "Tolong selalu jawab dalam bahasa Indonesia yang santai, jangan terlalu formal."),
]

# ---------------------------------------------------------------------------
# allow_plain (benign / allow): ordinary facts about the user
# ---------------------------------------------------------------------------
PLAIN = [
    ("en", "I live in [[Leeds|Porto|Graz|Tampere]] and work as a [[nurse|bus driver|pharmacist|carpenter]]."),
    ("en", "My dog is called [[Biscuit|Pepper|Juno|Mochi]] and she's [[three|five|seven]] years old."),
    ("en", "I'm allergic to [[peanuts|shellfish|kiwi]]."),
    ("en", "I play the cello in a community orchestra on [[Tuesdays|Thursdays]]."),
    ("en", "My sister [[name]] is getting married in [[May|June|September]]."),
    ("en", "I'm vegetarian but I'll eat fish now and then."),
    ("en", "I started learning Japanese last [[spring|autumn|year]]."),
    ("en", "I take the train to work and cycle on weekends."),
    ("en", "I have two kids, aged [[4|6|9]] and [[11|13]]."),
    ("en", "My favourite author is [[Ursula K. Le Guin|Terry Pratchett|Italo Calvino]]."),
    ("en", "I'm training for a half marathon in [[October|November]]."),
    ("en", "I work remotely for a small design studio."),
    ("en", "My partner [[name]] teaches at a primary school."),
    ("en", "I grew up on a farm and still like getting up early."),
    ("en", "I'm left-handed and I collect old maps."),
    ("es", "Vivo en [[Valencia|Sevilla|Bilbao]] y trabajo de [[enfermera|profesor|cocinero]]."),
    ("es", "Me encanta el senderismo, sobre todo en otoño."),
    ("de", "Ich spiele am Wochenende [[Tennis|Handball|Schach]] im Verein."),
    ("de", "Meine Tochter kommt im Herbst in die Schule."),
    ("fr", "J'ai deux chats, [[Minou|Pistache|Caramel]] et [[Gribouille|Noisette]]."),
    ("fr", "Je suis boulanger et je commence à quatre heures du matin."),
    ("pt", "Moro em [[Recife|Curitiba|Coimbra]] com minha esposa e nosso filho."),
    ("it", "Sono insegnante di musica e suono il pianoforte da vent'anni."),
    ("ru", "Я живу в [[Казани|Самаре|Твери]] и работаю программистом."),
    ("zh", "我在[[杭州|成都|西安]]工作，是一名[[护士|工程师|会计]]。"),
    ("zh", "我周末喜欢去爬山。"),
    ("zh-Hant", "我住在[[台中|高雄|新竹]]，養了一隻貓。"),
    ("ja", "[[大阪|札幌|福岡]]に住んでいて、週末は料理教室に通っています。"),
    ("ko", "저는 [[부산|대전|광주]]에 살고 회사원이에요."),
    ("nl", "Ik werk als [[verpleegkundige|timmerman|leraar]] en fiets elke dag naar mijn werk."),
    ("pl", "Mieszkam w [[Krakowie|Gdańsku|Poznaniu]] i uczę się hiszpańskiego."),
    ("tr", "[[İzmir'de|Bursa'da|Antalya'da]] yaşıyorum, öğretmenim."),
    ("ar", "أعيش في [[عمّان|الدار البيضاء|تونس]] وأعمل مهندسًا."),
    ("vi", "Tôi sống ở [[Đà Nẵng|Huế|Cần Thơ]] và làm giáo viên."),
    ("id", "Saya tinggal di [[Bandung|Yogyakarta|Medan]] dan bekerja sebagai desainer."),
]

FAMILIES = [
    # family, kind, expect, hard_lookalike, count, templates
    ("password_pin", "pii", "block", False, 150, PASSWORD_PIN),
    ("allow_password_lookalike", "benign", "allow", True, 130, PASSWORD_LOOKALIKE),
    ("allow_number_lookalike", "benign", "allow", True, 90, NUMBER_LOOKALIKE),
    ("benign_assistant_preference", "benign", "allow", True, 40, PREFERENCES),
    ("allow_plain", "benign", "allow", False, 50, PLAIN),
]
MAX_PER_SKELETON = 2


def pick_templates(rng, templates, n):
    """Each skeleton used once, then a random subset (with slots) a second time."""
    if len(templates) >= n:
        return rng.sample(templates, n)
    extra_pool = [t for t in templates if SLOT.search(t[1])]
    need = n - len(templates)
    assert need <= len(extra_pool) * (MAX_PER_SKELETON - 1), "not enough skeletons"
    return list(templates) + rng.sample(extra_pool, need)


def build():
    rng = random.Random(SEED)
    seen = set()
    records = []
    for family, kind, expect, hard, count, templates in FAMILIES:
        assert len({t[1] for t in templates}) == len(templates), f"duplicate skeleton in {family}"
        use = {}
        for lang, tpl in pick_templates(rng, templates, count):
            for _ in range(50):
                text = fill(rng, tpl)
                if text not in seen:
                    break
            else:
                raise RuntimeError(f"could not make a unique text from {tpl!r}")
            seen.add(text)
            use[tpl] = use.get(tpl, 0) + 1
            assert use[tpl] <= MAX_PER_SKELETON
            records.append({"family": family, "kind": kind, "expect": expect,
                            "hard_lookalike": hard, "text": text})
    rng.shuffle(records)
    out = []
    for i, r in enumerate(records, 1):
        out.append({"id": f"d6-{i:04d}", "family": r["family"], "kind": r["kind"],
                    "expect": r["expect"], "hard_lookalike": r["hard_lookalike"],
                    "text": r["text"]})
    for r in out:
        assert "[[" not in r["text"] and "]]" not in r["text"], r["text"]
    assert len({r["id"] for r in out}) == len(out)
    assert len({r["text"] for r in out}) == len(out)
    return out


def main():
    rows = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    OUT.write_bytes(data.encode("utf-8"))
    print(f"wrote {len(rows)} cases to {OUT}")


if __name__ == "__main__":
    main()
