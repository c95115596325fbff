"""Write ../case_langs.tsv (id, language tag) and ../lang_tags.tsv (tag, name, counts)."""
import collections
import os

from build import build
from turns import build_turns

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

LANG_NAMES = {
    "af": "Afrikaans", "am": "Amharic", "ar": "Arabic", "ar-Latn": "Arabic (Latin script, Arabizi)",
    "as": "Assamese", "az": "Azerbaijani", "be": "Belarusian", "bg": "Bulgarian", "bn": "Bengali",
    "bo": "Tibetan", "br": "Breton", "bs": "Bosnian", "ca": "Catalan", "ceb": "Cebuano",
    "ckb": "Central Kurdish (Sorani)", "cs": "Czech", "cy": "Welsh", "da": "Danish", "de": "German",
    "el": "Greek", "en": "English", "eo": "Esperanto", "es": "Spanish", "et": "Estonian",
    "eu": "Basque", "fa": "Persian", "fi": "Finnish", "fo": "Faroese", "fr": "French",
    "fy": "Western Frisian", "ga": "Irish", "gd": "Scottish Gaelic", "gl": "Galician",
    "gu": "Gujarati", "ha": "Hausa", "haw": "Hawaiian", "he": "Hebrew", "hi": "Hindi",
    "hi-Latn": "Hindi (Latin script, Hinglish)", "hr": "Croatian", "ht": "Haitian Creole",
    "hu": "Hungarian", "hy": "Armenian", "id": "Indonesian", "ig": "Igbo", "is": "Icelandic",
    "it": "Italian", "ja": "Japanese", "jv": "Javanese", "ka": "Georgian", "kk": "Kazakh",
    "km": "Khmer", "kn": "Kannada", "ko": "Korean", "ku": "Kurdish (Kurmanji)", "ky": "Kyrgyz",
    "la": "Latin", "lb": "Luxembourgish", "ln": "Lingala", "lo": "Lao", "lt": "Lithuanian",
    "lv": "Latvian", "mg": "Malagasy", "mi": "Maori", "mk": "Macedonian", "ml": "Malayalam",
    "mn": "Mongolian", "mr": "Marathi", "ms": "Malay", "mt": "Maltese",
    "mul": "mixed languages in one text (code-switching)", "my": "Burmese",
    "nb": "Norwegian Bokmal", "ne": "Nepali", "nl": "Dutch", "nn": "Norwegian Nynorsk",
    "ny": "Chichewa", "oc": "Occitan", "om": "Oromo", "or": "Odia", "pl": "Polish",
    "ps": "Pashto", "pt": "Portuguese (Portugal)", "pt-BR": "Portuguese (Brazil)", "qu": "Quechua",
    "rm": "Romansh", "ro": "Romanian", "ru": "Russian", "rw": "Kinyarwanda", "sa": "Sanskrit",
    "sd": "Sindhi", "si": "Sinhala", "sk": "Slovak", "sl": "Slovenian", "sm": "Samoan",
    "sn": "Shona", "so": "Somali", "sq": "Albanian", "sr": "Serbian (Cyrillic)",
    "sr-Latn": "Serbian (Latin)", "sv": "Swedish", "sw": "Swahili", "ta": "Tamil", "te": "Telugu",
    "tg": "Tajik", "th": "Thai", "ti": "Tigrinya", "tk": "Turkmen", "tl": "Tagalog",
    "tr": "Turkish", "tt": "Tatar", "ug": "Uyghur", "uk": "Ukrainian", "ur": "Urdu", "uz": "Uzbek",
    "vi": "Vietnamese", "xh": "Xhosa", "yi": "Yiddish", "yo": "Yoruba",
    "yue": "Cantonese (Traditional Chinese script)", "zh": "Chinese (Simplified)",
    "zh-Hant": "Chinese (Traditional, Mandarin)", "zu": "Zulu",
}


def rows():
    gate = [(rec["id"], lang) for rec, lang, _, _ in build()]
    tur = [(rec["id"], lang) for rec, lang, _ in build_turns()]
    return gate, tur


def render():
    gate, tur = rows()
    cl = "id\tlang\n" + "".join("%s\t%s\n" % r for r in gate + tur)
    cg = collections.Counter(l for _, l in gate)
    ct = collections.Counter(l for _, l in tur)
    tags = sorted(set(cg) | set(ct), key=lambda t: (-(cg[t] + ct[t]), t))
    lt = "tag\tname\tgate_cases\tturns\n" + "".join(
        "%s\t%s\t%d\t%d\n" % (t, LANG_NAMES[t], cg[t], ct[t]) for t in tags)
    return cl, lt


def main():
    cl, lt = render()
    with open(os.path.join(OUT, "case_langs.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(cl)
    with open(os.path.join(OUT, "lang_tags.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(lt)
    print("tags:", lt.count("\n") - 1)


if __name__ == "__main__":
    main()
