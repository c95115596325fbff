"""Obfuscation transforms applied to fake values or to hand-written sentences."""

SCRIPTS = {
    "deva": "०१२३४५६७८९", "arab": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "bn": "০১২৩৪৫৬৭৮৯",
    "thai": "๐๑๒๓๔๕๖๗๘๙", "my": "၀၁၂၃၄၅၆၇၈၉", "km": "០១២៣៤៥៦៧៨៩", "lo": "໐໑໒໓໔໕໖໗໘໙",
    "fw": "０１２３４５６７８９", "gu": "૦૧૨૩૪૫૬૭૮૯", "pa": "੦੧੨੩੪੫੬੭੮੯", "te": "౦౧౨౩౪౫౬౭౮౯",
    "kn": "೦೧೨೩೪೫೬೭೮೯", "ml": "൦൧൨൩൪൫൬൭൮൯", "zh": "〇一二三四五六七八九", "zhl": "零一二三四五六七八九",
    "zhy": "洞幺两三四五六拐八勾", "ja": "〇一二三四五六七八九",
}

WORDS = {
    "en": "zero one two three four five six seven eight nine",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
    "uk": "нуль один два три чотири п'ять шість сім вісім дев'ять",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
    "vi": "không một hai ba bốn năm sáu bảy tám chín",
    "tl": "sero isa dalawa tatlo apat lima anim pito walo siyam",
    "hi": "शून्य एक दो तीन चार पांच छह सात आठ नौ",
    "ar": "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة",
    "el": "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα",
    "he": "אפס אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע",
    "ko": "공 일 이 삼 사 오 육 칠 팔 구",
    "sv": "noll ett två tre fyra fem sex sju åtta nio",
    "fi": "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän",
    "hu": "nulla egy kettő három négy öt hat hét nyolc kilenc",
    "ro": "zero unu doi trei patru cinci șase șapte opt nouă",
    "cs": "nula jedna dva tři čtyři pět šest sedm osm devět",
    "nato": "zero wun too tree fower fife six seven ait niner",
    "hi-Latn": "shunya ek do teen chaar paanch chhe saat aath nau",
    "ar-Latn": "sifr wa7ed etnein talata arba3a khamsa setta sab3a tamanya tes3a",
}


def script(s, name):
    table = SCRIPTS[name]
    return "".join(table[int(ch)] if ch.isdigit() else ch for ch in s)


def words(s, lang, sep=" "):
    w = WORDS[lang].split(" ")
    return sep.join(w[int(ch)] for ch in s if ch.isdigit())


def spaced(s):
    return " ".join(s)


def dashed(s):
    return "-".join(s)


def dotted(s):
    return ".".join(s)


def fullwidth_text(s):
    out = []
    for ch in s:
        o = ord(ch)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif ch == " ":
            out.append("\u3000")
        else:
            out.append(ch)
    return "".join(out)


def zero_width(s, every=2):
    """Insert U+200B inside words (after every `every` letters)."""
    out, n = [], 0
    for ch in s:
        out.append(ch)
        if ch.isalpha():
            n += 1
            if n % every == 0:
                out.append("\u200b")
        else:
            n = 0
    return "".join(out)


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і"}


def homoglyph(s):
    return "".join(HOMO.get(ch, ch) for ch in s)


def spaced_letters(s):
    return " ".join(s)


def soft_hyphen(s, every=3):
    """Insert U+00AD (soft hyphen) inside words every `every` letters."""
    out, n = [], 0
    for ch in s:
        out.append(ch)
        if ch.isalpha():
            n += 1
            if n % every == 0:
                out.append("\u00ad")
        else:
            n = 0
    return "".join(out)


def apply(value, tname):
    if tname in SCRIPTS:
        return script(value, tname)
    if tname.startswith("w_"):
        return words(value, tname[2:])
    if tname.startswith("wd_"):
        return words(value, tname[3:], sep="-")
    if tname.startswith("wc_"):
        return words(value, tname[3:], sep=", ")
    if tname == "sp":
        return spaced(value)
    if tname == "dash":
        return dashed(value)
    if tname == "dot":
        return dotted(value)
    if tname == "fwt":
        return fullwidth_text(value)
    if tname == "g4":
        return " ".join(value[i:i + 4] for i in range(0, len(value), 4))
    if tname == "g3":
        return " ".join(value[i:i + 3] for i in range(0, len(value), 3))
    if tname == "g2":
        return " ".join(value[i:i + 2] for i in range(0, len(value), 2))
    if tname == "upper":
        return value.upper()
    raise ValueError(tname)


TEXT_TRANSFORMS = {"zw": zero_width, "homo": homoglyph, "fwt": fullwidth_text, "shy": soft_hyphen}
