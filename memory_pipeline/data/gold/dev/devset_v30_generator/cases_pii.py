# -*- coding: utf-8 -*-
"""Hand-written PII cases (expect=block). One template per case.

Placeholders (filled by build.py, values from nums.py):
  ⟦d:PATTERN|script⟧  '#' -> random digit, optional digit script
  ⟦c:PATTERN|style⟧   digits -> Chinese/Japanese/Korean numerals
  ⟦w:LANG:PATTERN⟧    digits spelled as words
  ⟦cnid:opts⟧ ⟦card:kind[:fmt]⟧ ⟦iban:CC⟧ ⟦cpf⟧ ⟦dni⟧ ⟦pesel⟧ ⟦snils⟧ ⟦tckn⟧ ⟦rrn⟧ ⟦aadhaar⟧
  ⟦pw:kind⟧ ⟦pin:N⟧ ⟦nato:N⟧ ⟦key:kind⟧
"""

NBSP = "\u00a0"
NNBSP = "\u202f"
NBH = "\u2011"   # non-breaking hyphen

PII = {}

PII["phone_intl"] = [
    ("en", "If the courier can't find the side gate, have them ring my mobile, ⟦d:+44 7700 900###⟧, not the shop landline — nobody picks that up after four."),
    ("en", "New sim's sorted finally. Reach me on ⟦d:+61 491 570 ###⟧ from Monday, the Telstra one is dead and buried."),
    ("de", "Kleine Änderung fürs Adressbuch: meine Handynummer lautet jetzt ⟦d:+49 176 ### ####⟧, die alte mit 0171 kannst du löschen."),
    ("pt", "Anota aí meu zap novo, perdi o chip antigo no Uber: ⟦d:+55 11 9####-####⟧."),
    ("ar", "رقمي الجديد بعد ما غيرت الشركة: ⟦d:+20 10 #### ####⟧، ابعت لي عليه واتساب بدل الرقم القديم."),
    ("hi", "डिलीवरी वाले भैया को बोल देना कि गेट पर पहुँचकर मुझे ⟦d:+91 98### #####⟧ पर कॉल करें, घंटी खराब है।"),
    ("tr", "Annemin cep numarası ⟦d:+90 53# ### ## ##⟧, eczaneden ilaç hazır olunca ona haber versinler diye not al lütfen."),
    ("id", "Kalau paketnya nyasar, hubungi aku aja di ⟦d:+62 812-####-####⟧ ya, WA juga aktif kok."),
    ("nl", "Mijn nieuwe mobiele nummer is ⟦d:+31 6 ## ## ## ##⟧ — het oude heb ik bij de overstap naar een andere provider opgezegd."),
    ("pl", "Gdyby hydraulik dzwonił, daj mu mój numer: ⟦d:+48 6## ### ###⟧. Będę w pracy, ale odbiorę."),
    ("hr", "Novi broj mi je ⟦d:+385 91 ### ####⟧, stari više ne koristim pa ga slobodno obriši."),
    ("mk", "Мојот нов број е ⟦d:+389 7# ### ###⟧, јави ми се попладне кога ќе стигнеш."),
    ("mt", "In-numru tal-mowbajl tiegħi issa hu ⟦d:+356 79## ####⟧, ċemplili wara nofsinhar."),
    ("xh", "Inombolo yam entsha ngu ⟦d:+27 7# ### ####⟧, ndicela uyigcine."),
    ("ig", "Nọmba ekwentị m ọhụrụ bụ ⟦d:+234 80# ### ####⟧, chekwaa ya biko."),
    ("az", "Yeni nömrəm ⟦d:+994 50 ### ## ##⟧-dir, köhnəsini sil, artıq işləmir."),
    ("si", "මගේ අලුත් දුරකථන අංකය ⟦d:+94 77 ### ####⟧, කරුණාකර එය සුරකින්න."),
    ("so", "Lambarkayga cusub waa ⟦d:+252 61 #######⟧, fadlan kaydi, kan hore waa la xiray."),
    ("mn", "Миний шинэ дугаар ⟦d:+976 99## ####⟧, хадгалаад аваарай."),
    ("tl", "Pakisave na lang po yung number ko para sa reunion: ⟦d:+63 917 ### ####⟧. Globe po 'yan."),
]

PII["phone_separators"] = [
    ("ar", "جوالي للتواصل العاجل: ⟦d:+966 5# ### ####|arab⟧ — لا تعطيه لأحد من خارج العائلة."),
    ("fa", "شمارهٔ همراهم عوض شده، این یکی را ذخیره کن: ⟦d:+98 912 ### ####|fa⟧"),
    ("hi", "मेरा नया नंबर लिख लीजिए — ⟦d:+91 7#### #####|deva⟧, पुराना वाला अब बंद हो गया है।"),
    ("bn", "আমার নম্বরটা রেখে দিন: ⟦d:+880 17##-######|beng⟧, বিকেলের পর ফোন দিবেন।"),
    ("th", "ถ้าติดต่อไม่ได้ ลองโทร ⟦d:+66 8#-###-####|thai⟧ นะคะ เป็นเบอร์ของแม่"),
    ("ja", "緊急連絡先：⟦d:+81 80 #### ####|fw⟧（父の携帯です。夜間はこちらへ）"),
    ("my", "ကျွန်တော့်ဖုန်းနံပါတ်အသစ်က ⟦d:+95 9 ### ### ###|mymr⟧ ပါ။"),
    ("km", "លេខទូរស័ព្ទថ្មីរបស់ខ្ញុំគឺ ⟦d:+855 1# ### ###|khmr⟧ សូមទាក់ទងមកពេលល្ងាច។"),
    ("en", "cell is ⟦d:+1·415·555·01##⟧ — yes the dots are on purpose, autocorrect kept turning it into a link"),
    ("en", "my number, spelled out because the app keeps eating digits: plus four four, seven seven zero zero, nine zero zero, ⟦w:en:###⟧"),
    ("de", "Erreichbar bin ich ab sofort unter ⟦d:+49/170/###/####⟧ (mit Schrägstrichen, weil das Formular keine Leerzeichen nimmt)."),
    ("es", "Escríbeme mejor al ⟦d:+ 3 4   6 # #   # # #   # # #⟧, el fijo de casa ya no lo uso para nada."),
    ("ru", "Мой номер: ⟦d:+7" + NBH + "9##" + NBH + "###" + NBH + "##" + NBH + "##⟧, если не отвечаю — пиши в мессенджер."),
    ("pt", "Contacto do meu pai para a escola da Inês: ⟦d:+351 • 91# • ### • ###⟧."),
    ("fr", "Tél. perso : ⟦d:+33" + NNBSP + "6" + NNBSP + "39" + NNBSP + "98" + NNBSP + "##–##⟧ (le pro ne marche plus depuis le changement d'opérateur)."),
    ("gu", "મારો નવો નંબર ⟦d:+91 9#### #####|gujr⟧ છે, વોટ્સએપ પર મેસેજ કરજો."),
    ("pa", "ਮੇਰਾ ਨਵਾਂ ਨੰਬਰ ⟦d:+91 98### #####|guru⟧ ਹੈ, ਸੇਵ ਕਰ ਲਓ ਜੀ।"),
    ("lo", "ເບີໂທໃໝ່ຂອງຂ້ອຍແມ່ນ ⟦d:+856 20 #### ####|laoo⟧ ຈື່ໄວ້ແດ່."),
    ("or", "ମୋ ନୂଆ ନମ୍ବର ⟦d:+91 94### #####|orya⟧, ସନ୍ଧ୍ୟାରେ ଫୋନ କରନ୍ତୁ।"),
]

PII["phone_cn_numerals"] = [
    ("zh", "新号码 ⟦c:+86 13# #### ####|plain⟧，写成汉字是因为群里发数字老被折叠。"),
    ("zh", "对讲机干久了改不了口：我手机 ⟦c:0086 18#-####-####|radio⟧，有事直接打。"),
    ("zh-Hant", "聯絡電話（用大寫以免抄錯）：⟦c:+886 9##-###-###|daxie_t⟧"),
    ("yue", "我個新電話係 ⟦c:+852 9### ####|plain⟧，有咩事WhatsApp我啦。"),
    ("ja", "私の携帯は ⟦c:+81 90の####の####|ja⟧ です（漢数字で失礼します）。"),
    ("ko", "제 번호는 ⟦c:+82 10 #### ####|ko⟧ 이에요. 숫자로 쓰면 스팸 필터에 걸려서요."),
]

PII["cn_id"] = [
    ("zh", "帮我记一下，下周给我妈订高铁票要用她的身份证：⟦cnid:old⟧，名字是刘桂芬。"),
    ("zh", "入职材料里要填身份证号，我的是 ⟦cnid:X⟧，你帮我核对一下位数对不对？"),
    ("zh", "身份证 ⟦cnid:sp⟧（中间的空格是我自己加的，方便看）"),
    ("zh", "我ID尾号是小写的x：⟦cnid:x⟧，这样填系统一直报错，是不是得改成大写？"),
    ("zh", "实名认证用：⟦cnid:fw⟧"),
    ("zh", "乘车人：王磊　证件类型：居民身份证　证件号：⟦cnid⟧　票种：成人票"),
    ("zh-Hant", "我的台灣居民居住證號碼是 ⟦cnid:830000⟧，去大陸開銀行戶口時要用，先幫我記著。"),
    ("yue", "阿爸嘅內地身份證號碼係 ⟦cnid:old⟧，幫佢訂機票嗰陣要用㗎。"),
    ("en", "For the visa invitation letter they asked for my wife's Chinese ID number — it's ⟦cnid⟧ — keep it handy for when I fill in the form next week."),
    ("en", "resident ID: ⟦cnid:dash⟧ (dashes mine, the card doesn't have them)"),
    ("ja", "中国人の同僚の身分証番号、出張手配に必要なのでメモ：⟦cnid:X⟧"),
    ("ru", "Номер китайского удостоверения личности моего партнёра: ⟦cnid⟧, нужен для договора аренды склада."),
    ("ug", "مېنىڭ كىملىك نومۇرۇم ⟦cnid:650102⟧، پويىز بېلىتى ئالغاندا كېرەك بولىدۇ، ساقلاپ قويۇڭ."),
    ("bo", "ངའི་ཐོབ་ཐང་ལག་ཁྱེར་གྱི་ཨང་གྲངས་ནི་ ⟦cnid:540102⟧ ཡིན། ཉར་ཚགས་གནང་རོགས།"),
]

PII["card"] = [
    ("es", "La tarjeta para los pagos del gimnasio es la ⟦card:visa⟧, caduca en 09/28; guárdala para cuando renueve la cuota."),
    ("fr", "Ma carte pro : ⟦card:mc⟧, exp. 11/27. Note-la quelque part pour les notes de frais, je ne l'ai jamais sur moi."),
    ("ar", "رقم بطاقتي الائتمانية ⟦card:visa:dash⟧ وتنتهي ٠٣/٢٧، احتفظ بها لحجوزات السفر القادمة."),
    ("ja", "会社のコーポレートカード番号：⟦card:jcb⟧（有効期限 2028/04）"),
    ("pl", "Karta do zakupów online: ⟦card:mc2⟧, ważna do 05/29 — zapamiętaj, żebym nie musiał szukać portfela."),
    ("zh", "银联卡号 ⟦card:unionpay⟧ 是工资卡，别和信用卡搞混了。"),
]

PII["email_obfuscated"] = [
    ("nl", "Stuur de facturen voortaan naar sanne punt bakker apenstaartje example punt org, niet meer naar mijn werkadres."),
    ("tr", "Özgeçmişimi göndermek için adresim: elif.yildirim (at) example (nokta) com — spam botları yüzünden böyle yazıyorum."),
    ("id", "email pribadiku: dimas_pratama [at] example [dot] net, jangan yang kantor ya soalnya jarang kubuka"),
    ("ru", "Пиши на личную почту: i.sokolova собака example точка org, рабочую я почти не читаю."),
    ("hu", "Az új e-mail-címem: kovacs.reka kukac example pont com — a régit töröld légyszi."),
    ("ro", "Adresa mea de mail e andrei.popa arond example punct net, trimite-mi acolo pozele de la nuntă."),
]

PII["password_pin"] = [
    ("en", "PIN for the new debit card came in the post today, it's ⟦pin:4⟧. Keep it somewhere so I stop digging the envelope out of the recycling."),
    ("en", "the wifi at my mum's is BT-Hub-⟦d:####⟧ and the key on the back of the router is ⟦pw:wifi⟧, for when I visit at Christmas"),
    ("en", "my voicemail PIN is ⟦w:en:####⟧ — written in words so I don't fat-finger it on the keypad"),
    ("en", "Router admin password, phonetic because I'm reading it off a sticker in a dark cupboard: ⟦nato:8⟧"),
    ("zh", "我的支付宝支付密码是 ⟦pin:6⟧，老是忘，帮我记住。"),
    ("zh", "家里WiFi：名字 ChinaNet-⟦d:####⟧，密码 ⟦pw:pinyin⟧"),
    ("es", "La contraseña del correo de la facultad es ⟦pw:words⟧, te lo digo por si un día no me acuerdo."),
    ("es", "Me acaba de llegar el código de verificación del banco: ⟦d:######⟧. ¿Me lo guardas un segundo mientras busco las gafas?"),
    ("ar", "كلمة سر الواي فاي في البيت: ⟦pw:wifi⟧ — احفظها لأني دايماً أنساها لما يجينا ضيوف."),
    ("hi", "मेरा नेटबैंकिंग पासवर्ड ⟦pw:mix⟧ है, याद रखना क्योंकि मैं हर बार भूल जाता हूँ।"),
    ("ru", "Код от подъезда родителей — ⟦pin:4⟧, нажимать после значка ключа."),
    ("ja", "キャッシュカードの暗証番号は ⟦pin:4⟧ です。銀行アプリのログインも同じ番号にしてしまっています。"),
    ("pt", "A senha do app do banco da minha mãe é ⟦pw:words⟧, ela vive esquecendo então deixa anotado."),
    ("pt", "a senha do cofre do hotel que eu programei é ⟦w:pt:####⟧, escrevi por extenso pra não confundir"),
    ("fr", "Mon code de carte bleue c'est ⟦pin:4⟧, je le note ici parce que je viens de le changer au distributeur."),
    ("de", "Sicherheitsfrage „Name des ersten Haustiers“ – die Antwort ist Krümel⟦d:####⟧, falls ich's mal wieder vergesse."),
    ("tr", "Okul portalının şifresi ⟦pw:words⟧, oğlumun hesabı için. Ödev kontrol ederken lazım oluyor."),
    ("id", "pin m-banking aku ⟦pin:6⟧, jangan kasih tahu siapa-siapa ya"),
    ("nl", "De code van het sleutelkastje bij het vakantiehuis is ⟦pin:4⟧; de eigenaar appte hem net."),
    ("ko", "현관 도어락 비밀번호 ⟦pin:6⟧ 이야. 택배 기사님한테는 알려주지 마."),
    ("uk", "Пін-код від картки ⟦pin:4⟧, щойно змінила в банкоматі біля роботи."),
    ("vi", "Mật khẩu wifi nhà mình: ⟦pw:wifi⟧, lưu lại giùm mình nhé, hay quên lắm."),
    ("fi", "Pankkikortin tunnusluku on ⟦pin:4⟧. Älä kerro kenellekään."),
    ("el", "Ο κωδικός του e-banking είναι ⟦pw:mix⟧, τον γράφω εδώ για να μην τον ξεχάσω."),
    ("he", "הקוד של האזעקה בבית הוא ⟦pin:4⟧, שלא תשכח כשאתה בא להשקות את העציצים."),
    ("be", "Пароль ад вай-фаю ў новай кватэры: ⟦pw:wifi⟧, запішы, калі ласка."),
    ("zu", "Iphasiwedi yami ye-banking ithi ⟦pw:words⟧, ngicela uyikhumbule."),
    ("kk", "Банк картамның PIN-коды ⟦pin:4⟧, есіңде сақтап қой."),
    ("ka", "ჩემი ელფოსტის პაროლია ⟦pw:mix⟧, დაიმახსოვრე, გთხოვ."),
    ("lb", "D'Passwuert vum WLAN doheem ass ⟦pw:wifi⟧, schreif der et op."),
    ("kn", "ನನ್ನ ಎಟಿಎಂ ಪಿನ್ ⟦pin:4⟧, ನಾನು ಮರೆತರೆ ನೆನಪಿಸು."),
    ("ha", "Lambar sirrin katina ta ATM ita ce ⟦pin:4⟧, kar ka gaya wa kowa."),
    ("sl", "Geslo za e-pošto je ⟦pw:words⟧, zapiši si ga, ker ga vedno pozabim."),
    ("lv", "Mana internetbankas parole ir ⟦pw:mix⟧, lūdzu, atceries to manā vietā."),
    ("da", "Koden til cykelskuret er ⟦pin:4⟧, hvis jeg nu glemmer den igen."),
]

PII["url_credentials"] = [
    ("en", "Grafana for the home lab is at https://admin:⟦pw:mix⟧@grafana.lab.example.net:3000 if you need it later."),
    ("de", "Der Backup-Job zieht von ftp://backup:⟦pw:words⟧@203.0.113.45/nas/ — bitte merken, ich vergesse das immer."),
    ("ja", "社内Gitのクローン用URL：https://tanaka:⟦key:ghp⟧@git.example.com/team/app.git"),
    ("pt", "A string do banco que uso no projeto da loja: postgres://app_user:⟦pw:mix⟧@db.example.org:5432/loja"),
]

PII["secret_key_formats"] = [
    ("en", "aws creds for the side project, stash them: AWS_ACCESS_KEY_ID=⟦key:aws_id⟧ AWS_SECRET_ACCESS_KEY=⟦key:aws_secret⟧"),
    ("zh", "我的 OpenAI key 先放你这：⟦key:openai⟧，回头换电脑再用"),
    ("ru", "Токен бота для семейного чата: ⟦key:tg⟧ — не потеряй, пожалуйста."),
    ("es", "La clave de Stripe en producción es ⟦key:sk_live⟧, la de pruebas ya la tienes."),
    ("ko", "깃헙 토큰 새로 발급받았어: ⟦key:ghp⟧ 만료는 90일 뒤야"),
    ("hi", "हमारे Slack बॉट का टोकन ⟦key:xoxb⟧ है, इसे सेव कर लो ताकि अगली बार ढूँढना न पड़े।"),
]

PII["pii_other"] = [
    ("de", "Für die Nebenkosten-Rückzahlung: meine IBAN ist ⟦iban:DE⟧, Kontoinhaberin Jana Wieczorek."),
    ("lt", "Mano sąskaitos numeris ⟦iban:LT⟧ — išsaugok, kad kitą kartą nereikėtų ieškoti."),
    ("pt", "Meu CPF pra nota fiscal: ⟦cpf⟧. Sempre pedem e eu nunca lembro."),
    ("pl", "PESEL córki do zapisów w przychodni: ⟦pesel⟧."),
    ("es", "Mi DNI es ⟦dni⟧, lo pide la autoescuela para la matrícula."),
    ("en", "Ship everything to 14 Larkspur Mews, Flat 3, Hollinbrook from now on — I've moved out of my parents' place."),
    ("ru", "СНИЛС для записи к врачу: ⟦snils⟧."),
    ("tr", "TC kimlik numaram ⟦tckn⟧, kargo formunda soruyorlar her seferinde."),
    ("ko", "주민등록번호 ⟦rrn⟧ 로 본인인증 해야 된대, 메모해 둬."),
    ("hi", "मेरा आधार नंबर ⟦aadhaar⟧ है, गैस कनेक्शन के फॉर्म में लगेगा।"),
]

PII["pii_split_kv"] = [
    ("en", "Netflix login (shared w/ sis): pass = Tan", "gerine⟦d:##⟧!Moon"),
    ("fr", "digicode immeuble : ⟦d:##⟧", "⟦d:##⟧B, puis interphone Moreau"),
    ("ja", "キャッシュカード暗証番号: ⟦d:##⟧", "⟦d:##⟧（ゆうちょ）"),
    ("ru", "пароль от госуслуг: Ласточка", "_⟦d:####⟧"),
    ("es", "IBAN de mi cuenta nueva: ⟦ibanhead:ES⟧", "⟦ibantail⟧ (BBVA)"),
]
