# -*- coding: utf-8 -*-
"""Hand-written PII templates for heldout-v34 (one template per case).

Placeholders: {{gen:args}} -> nums.generate; ⟦tag/script:...⟧ marks a value that check.py
re-validates (phone / email / pw / addr), digits inside are converted to `script`;
⇥ is the key/value TAB of *_split_kv lines.
"""

PHONE_INTL = [
    ("yo", "Nọ́mbà tuntun mi ni ⟦phone:+234 803 {{d3}} {{d4}}⟧, ẹ jọ̀ọ́ ẹ pa ti àtijọ́ rẹ́ nítorí fóònù yẹn ti sọnù lọ́jà."),
    ("am", "አዲሱ ስልክ ቁጥሬ ⟦phone:+251 91 {{d3}} {{d4}}⟧ ነው። በቴሌግራምም በዚሁ ቁጥር ታገኙኛላችሁ።"),
    ("qu", "Kay yupayqa mamaypa celularninmi: ⟦phone:+51 984 {{d3}} {{d3}}⟧. Paqarin tutamanta payman waqyay, ama qonqankichu."),
    ("ht", "Si w bezwen jwenn mwen pandan semèn nan, rele m nan ⟦phone:+509 37 {{d2}} {{d4}}⟧, se menm nimewo a pou WhatsApp."),
    ("mn", "Миний шинэ дугаар ⟦phone:+976 99{{d2}} {{d4}}⟧. Хуучин дугаараа хаасан тул тийшээ битгий залгаарай."),
    ("sm", "O le numera fou a lo'u tamā o ⟦phone:+685 72 {{d5}}⟧, fa'amolemole fa'afeso'ota'i ia te ia pe a e taunu'u i Apia."),
    ("so", "Lambarkayga cusub waa ⟦phone:+252 61 {{d3}} {{d4}}⟧, haddii aadan i helin fariin ii dir."),
    ("mi", "Anei te nama waea hou o tōku kuia: ⟦phone:+64 21 {{d3}} {{d4}}⟧. Waea atu ki a ia ā te Rātapu."),
    ("si", "මගේ අලුත් දුරකථන අංකය ⟦phone:+94 77 {{d3}} {{d4}}⟧. පරණ අංකයට කතා කරන්න එපා, ඒක දැන් වැඩ නෑ."),
    ("km", "លេខទូរស័ព្ទថ្មីរបស់ខ្ញុំគឺ ⟦phone:+855 12 {{d3}} {{d3}}⟧ សូមកុំប្រើលេខចាស់ទៀត។"),
    ("uz", "Yangi raqamim ⟦phone:+998 90 {{d3}} {{d2}} {{d2}}⟧, Telegramda ham shu raqam bilan topasiz."),
    ("rw", "Nimero ya murumuna wanjye ni ⟦phone:+250 788 {{d3}} {{d3}}⟧, umuhamagare niba ntitaba."),
]

PHONE_CN = [
    ("zh", "我换号了，新号码是⟦phone/cn:139 {{d4}} {{d4}}⟧，旧的那个别再打了。"),
    ("zh", "为了不被爬虫扫到，我把手机号写成大写：⟦phone/daxie:186{{d4}}{{d4}}⟧，加微信也用这个。"),
    ("zh-Hant", "我的手機：⟦phone/cnO:0912{{d3}}{{d3}}⟧，晚上十點後請傳訊息，不要直接打。"),
    ("yue", "我喺廣州用嘅號碼係⟦phone/cn:137 {{d4}} {{d4}}⟧，打唔通就WeChat搵我啦。"),
    ("ja", "携帯番号は⟦phone/cnO:090の{{d4}}の{{d4}}⟧です。出られないときは留守電に入れておいてください。"),
    ("ko", "제 번호는 ⟦phone/ko:010 {{d4}} {{d4}}⟧이에요. 모르는 번호는 안 받으니까 문자 먼저 주세요."),
    ("zh", "对讲机里报的号码：⟦phone/radio:158 {{d4}} {{d4}}⟧，是我哥的手机，有急事就打这个。"),
    ("zh", "妈妈的新手机是⟦phone:1三8 {{d4}} 五{{d3}}⟧，她不会用微信，有事直接打电话。"),
]

PHONE_SEP = [
    ("mr", "माझा नवीन मोबाईल नंबर ⟦phone/deva:+91 98{{d3}} {{d5}}⟧ आहे, व्हॉट्सॲपवरही हाच नंबर आहे."),
    ("as", "মোৰ নতুন ফোন নম্বৰ ⟦phone/beng:+91 94{{d3}} {{d5}}⟧, কাইলৈ পুৱা এবাৰ ফোন কৰিব।"),
    ("pa", "ਮੇਰਾ ਨਵਾਂ ਨੰਬਰ ⟦phone/guru:+91 98{{d3}} {{d5}}⟧ ਹੈ। ਪੁਰਾਣੇ ਨੰਬਰ 'ਤੇ ਕਾਲ ਨਾ ਕਰਿਓ।"),
    ("my", "ကျွန်တော့်ဖုန်းနံပါတ်အသစ်က ⟦phone/mymr:09 {{d3}} {{d3}} {{d3}}⟧ ပါ။ ညနေပိုင်း ဆက်ပါ။"),
    ("lo", "ເບີໂທໃໝ່ຂອງຂ້ອຍແມ່ນ ⟦phone/lao:020 {{d4}} {{d4}}⟧ ເດີ້, ເບີເກົ່າບໍ່ໃຊ້ແລ້ວ."),
    ("ps", "زما نوې شمېره ⟦phone/pers:0799 {{d3}} {{d3}}⟧ ده، په واټساپ کې هم همدا ده."),
    ("prs", "نمبر تلیفون نو مه ⟦phone/pers:0788 {{d3}} {{d3}}⟧ است، به نمبر کهنه دیگه زنگ نزنین."),
    ("dv", "އަޅުގަނޑުގެ އައު ނަންބަރަކީ ⟦phone:+960 7{{d2}}\u2011{{d4}}⟧. ވައިބަރުގައި ވެސް މި ނަންބަރު."),
    ("jv", "Nomerku saiki ⟦phone/jvwords:0857{{d4}}{{d4}}⟧, telpon waé yèn wis tekan stasiun."),
    ("sw", "Namba ya dada yangu ni ⟦phone/swwords:0712{{d6}}⟧, mpigie jioni baada ya kazi."),
    ("bo", "ངའི་ཁ་པར་ཨང་གྲངས་གསར་པ་ནི་ ⟦phone/tibt:139 {{d4}} {{d4}}⟧ རེད། དགོང་མོ་ཁ་པར་གཏོང་རོགས།"),
    ("or", "ମୋର ନୂଆ ନମ୍ବର ⟦phone/orya:94{{d3}} {{d5}}⟧, ସନ୍ଧ୍ୟା ପରେ ଫୋନ୍ କରନ୍ତୁ।"),
]

CARD = [
    ("tr", "Kiramı her ay şu karttan çeksinler: {{card:troy:sp}}, son kullanma 09/29."),
    ("uz", "Pulni mana shu Humo kartaga o'tkazing: {{card:humo:sp}} — egasi akam Jasur."),
    ("ha", "Ga lambar katin Verve dina: {{card:verve:sp}}. Ka yi amfani da ita ka biya min kuɗin wuta."),
    ("hi", "मेरे RuPay कार्ड का नंबर {{card:rupay:dash}} है, बिजली का बिल इसी से भर देना।"),
    ("ceb", "Ang numero sa akong kard kay {{card:visa:sp}}, expiry 04/30. Ayaw lang ni isulti sa uban ha."),
    ("lv", "Uzņēmuma Amex karte: {{card:amex:sp}}, derīga līdz 06/28 — izmanto to viesnīcas rezervācijai."),
    ("zh", "退款请打到这张银联卡：{{card:unionpay:sp}}，户名是我老婆。"),
    ("pt", "Meu cartão Elo é {{card:elo:plain}}, vence em 12/27 — pode usar pra compra do mês."),
    ("ja", "JCBカードの番号は{{card:jcb:dash}}、有効期限は2028年7月です。次回の予約もこれでお願いします。"),
    ("is", "Kortanúmerið mitt er {{card:visa:plain}}, gildir út 10/29. Notaðu það fyrir bókunina á hótelinu."),
    ("mt", "In-numru tal-karta tiegħi hu {{card:mc:sp}}, tiskadi f'Settembru 2028."),
]

CN_ID = [
    ("zh", "帮我记一下，我的身份证号是{{cnid:440305}}，下次订票直接用。"),
    ("ug", "كىملىك نومۇرۇم {{cnid:650102}}، پويىز بېلىتى ئالغاندا شۇنى ئىشلەتكىن."),
    ("bo", "ངའི་ངོ་སྤྲོད་ལག་ཁྱེར་གྱི་ཨང་གྲངས་ནི་ {{cnid:540102}} ཡིན། མེ་འཁོར་ལག་འཁྱེར་ཉོ་སྐབས་བེད་སྤྱོད་གནང་རོགས།"),
    ("zh-Hant", "我媽的大陸身分證號碼：{{cnid:350203:X}}，幫她網上掛號時要填。"),
    ("yue", "阿爸身份證號碼係{{cnid:440106}}，幫佢買高鐵飛嗰陣要用。"),
    ("mn", "Өвөр Монголын найзын маань иргэний үнэмлэхний дугаар {{cnid:150102}}, онгоцны тийз захиалахад хэрэгтэй."),
    ("ja", "中国の同僚の身分証番号は{{cnid:510107:X}}です。ホテルの予約フォームに入れておいてください。"),
    ("zh", "身份证：{{cnid:110105:sp}}（复印件背面也写了，给物业登记用）"),
]

EMAIL_OBF = [
    ("yo", "Ẹ fi ìwé náà ránṣẹ́ sí ⟦email:adebola.ogunleye [at] example [dot] com⟧, kì í ṣe èyí tí mo lò tẹ́lẹ̀."),
    ("ig", "Zitere m ozi na ⟦email:chiamaka_obi (at) example (dot) net⟧ — nke ochie anaghị arụ ọrụ ọzọ."),
    ("pl", "Pisz na ⟦email:marta.kowalczyk małpa example kropka org⟧, firmowej skrzynki już nie sprawdzam."),
    ("hu", "Az új címem ⟦email:kovacs.reka kukac example pont net⟧, a régit nyugodtan töröld."),
    ("he", "המייל הפרטי שלי: ⟦email:noa.peretz שטרודל example נקודה com⟧ — בלי רווחים כמובן."),
    ("ru", "Пишите на ⟦email:irina.sokolova собака example точка org⟧, рабочую почту я в отпуске не читаю."),
    ("ko", "개인 메일은 ⟦email:minji.park 골뱅이 example 점 net⟧ 이에요. 회사 메일로는 보내지 마세요."),
    ("ca", "El meu correu nou és ⟦email:jordi.puigvert arrova example punt com⟧, l'antic ja no el miro."),
    ("ht", "Voye fakti a nan ⟦email:jeanbaptiste.m arobaz example pwen org⟧, pa nan ansyen adrès la."),
    ("tl", "I-email mo na lang ako sa ⟦email:rdelacruz88 at example dot com⟧, di ko na gamit yung Yahoo ko."),
    ("am", "የግል ኢሜል አድራሻዬ ⟦email:selam.tesfaye AT example DOT org⟧ ነው፤ ፎቶዎቹን እዚያ ላኩልኝ።"),
    ("zh", "我的私人邮箱是⟦email:lixiaomei2001 艾特 example 点 com⟧，别写错了哈。"),
    ("sq", "Adresa ime personale: ⟦email:arben.hoxha [et] example [pikë] net⟧, dërgoji dokumentet atje."),
    ("en", "Reverse it before you write it down: ⟦email:moc.elpmaxe@nosnhoj.ettelrahc⟧ — that's my personal inbox."),
]

PASSWORD_PIN = [
    ("zu", "Iphasiwedi ye-Wi-Fi yasekhaya ithi ⟦pw:Imbali{{d4}}!⟧, ungayiniki omakhelwane."),
    ("xh", "I-PIN yam yebhanki ngu-{{pin:4}}, ndiyibhala apha ukuze ndingayilibali."),
    ("sn", "PIN yangu yeEcoCash ndi {{pin:4}}, usaudza munhu ari wese."),
    ("rw", "Ijambo ry'ibanga rya Wi-Fi yo mu rugo ni ⟦pw:Inzuki_{{d3}}#Kigali⟧, ntuzaribwire abaturanyi."),
    ("mg", "Ny tenimiafina amin'ny mailaka ataoko dia ⟦pw:Vorona{{d2}}Mena!⟧, aza adino."),
    ("om", "Jechi icciitii imeelii koo ⟦pw:Bilisummaa@{{d4}}⟧ dha, nama biraatiif hin himin."),
    ("ti", "ናይ ባንክ ፒን ኮደይ {{pin:4}} እዩ፣ ንዝኾነ ሰብ ከይትነግሮ።"),
    ("gn", "Che Wi-Fi ñe'ẽñemi ha'e ⟦pw:Jasy{{d3}}Pora⟧, ani reme'ẽ ambue tapichápe."),
    ("ay", "Utajan Wi-Fi contraseñapax ⟦pw:Inti_{{d4}}Qhana⟧ satawa, janiw yaqhanakar yatiyamti."),
    ("gd", "'S e am facal-faire airson a' Wi-Fi ⟦pw:Caora-Dhubh-{{d3}}⟧, na innis do dhuine sam bith."),
    ("br", "Ger-tremen ma bank: ⟦pw:Morvran{{d4}}?⟧ — na lavar anezhañ da zen ebet."),
    ("lb", "Mäi Passwuert fir de Büro-PC ass ⟦pw:Gromperekichelchen{{d2}}!⟧, soss kommen ech net méi eran."),
    ("tg", "Рамзи Wi-Fi-и хона ⟦pw:Dushanbe_{{d4}}!⟧ аст, ба ҳамсояҳо нагӯед."),
    ("tk", "Kartymyň PIN kody {{pin:4}}, ýatdan çykarmaýyn diýip şu ýere ýazdym."),
    ("kk", "eGov порталындағы құпия сөзім: {{pw:12}}. Ешкімге айтпа."),
    ("dv", "ބޭންކް ކާޑުގެ ޕިން ނަންބަރަކީ {{pin:4}}. ހަނދާން ނައްތާލާފާނެތީ މިތާ ލިޔެލީ."),
    ("yi", "מײַן פּאַראָל פֿאַרן בליצבריוו איז ⟦pw:Shtetl{{d4}}!Zun⟧, זאָג עס קיינעם נישט."),
    ("haw", "ʻO ka ʻōlelo hūnā o ka Wi-Fi o ka hale ʻo ⟦pw:Aloha{{d4}}Kai!⟧."),
    ("en", "Backup codes for my Proton account, in case I lose my phone again: {{codes:5}}"),
    ("te", "మా ఇంటి వైఫై పాస్‌వర్డ్ ⟦pw:Vennela@{{d4}}⟧, ఎవరికీ చెప్పకు."),
    ("kn", "ನನ್ನ ಎಟಿಎಂ ಪಿನ್ {{pin:4}}, ನಾನು ಮರೆತರೆ ನೆನಪಿಸು."),
    ("ml", "എന്റെ നെറ്റ്ബാങ്കിംഗ് പാസ്‌വേഡ് ⟦pw:Thumba{{d3}}#Poovu⟧ ആണ്, മറക്കാതെ ഓർത്തുവെക്കണം."),
    ("af", "Die alarmkode by die hek is {{pin:4}}, en die Wi-Fi-wagwoord is ⟦pw:Braaivleis{{d3}}⟧."),
    ("st", "Phasewete ya ka ya Wi-Fi ke ⟦pw:Pula{{d4}}Nala⟧, o se ke wa e bolella motho."),
    ("ny", "Nambala yachinsinsi ya Airtel Money ndi {{pin:4}}, usamuuze aliyense."),
]

URL_CRED = [
    ("sl", "Za nočne varnostne kopije uporabi sftp://backup:{{upw:12}}@files.example.net:2222/nightly"),
    ("et", "Andmebaasi ühendus testkeskkonnas: postgresql://app_rw:{{upw:16}}@db.example.org:5432/arved"),
    ("hr", "Spremi ovo za sutra: mongodb+srv://analitika:{{upw:14}}@cluster0.example.net/?retryWrites=true"),
    ("lt", "Čia produkcinis Redis, būk atsargus: redis://:{{upw:20}}@203.0.113.{{ip}}:6379/0"),
    ("fa", "آدرس مخزن خصوصی: https://ci-bot:{{key:ghp}}@git.example.org/team/app.git — همین را در تنظیمات بگذار."),
    ("ms", "amqp://pekerja:{{upw:12}}@mq.example.net:5672/%2f — ini untuk barisan invois, jangan kongsi."),
    ("kmr", "Girêdana SMB: smb://ronahi:{{upw:10}}@198.51.100.{{ip}}/arşîv — şîfre tê de ye, ji kesî re neşîne."),
    ("sk", "Kamera na chalupe: rtsp://admin:{{upw:9}}@192.0.2.{{ip}}:554/stream1"),
]

SECRET_KEYS = [
    ("en", ".env from the staging box:\nAWS_ACCESS_KEY_ID={{key:akia}}\nAWS_SECRET_ACCESS_KEY={{key:awssecret}}"),
    ("ar", "هذا توكن GitHub الجديد للنشر: {{key:github_pat}} — احفظه عندك."),
    ("id", "Kunci API Google Maps buat web kantor: {{key:aiza}}"),
    ("fr", "Clé privée SSH du serveur de build :\n-----BEGIN OPENSSH PRIVATE KEY-----\n{{key:openssh}}\n-----END OPENSSH PRIVATE KEY-----"),
    ("hy", "Shopify-ի admin թոքենը՝ {{key:shpat}}, խանութի թարմացումների համար է։"),
    ("az", "DigitalOcean API tokenim: {{key:dop}} — serveri yenidən qurmaq üçün lazımdır."),
    ("bg", "JWT-то от продукционния вход, за дебъг: {{key:jwt}}"),
    ("sr", "GitLab токен за CI: {{key:glpat}} — не стављај га у репозиторијум."),
    ("ur", "npm پبلش ٹوکن یہ ہے: {{key:npm}}، اسے .npmrc میں ڈال دینا۔"),
    ("be", "Ключ API для нашага чат-бота: {{key:anthropic}}"),
    ("ro", "Token PyPI pentru publicare: {{key:pypi}}"),
    ("uk", "Ключ Mailgun для розсилки: {{key:mailgun}}, тримай його поза репозиторієм."),
]

PII_OTHER = [
    # IBAN
    ("mt", "Ibgħatli l-flus fuq dan il-kont: {{iban:MT:sp}}, f'isem Marija Camilleri."),
    ("sq", "IBAN-i ku më vjen rroga: {{iban:AL:sp}}, ma dërgo aty pjesën tënde të qirasë."),
    ("ka", "ქირა ამ ანგარიშზე გადმორიცხე: {{iban:GE:plain}} — მიმღები ნინო ბერიძე."),
    ("ga", "Seo m'uimhir IBAN don aisíoc: {{iban:IE:sp}}."),
    ("bs", "Račun za kiriju: {{iban:BA:sp}}, vlasnik Amra Hodžić."),
    # passports
    ("mi", "Kia ora, anei ngā rārangi e rua o raro o taku uruwhenua, kāore i pai te whakaahua:\n{{mrz:NZL:TAIAROA:ARIHIA<MERE:F}}"),
    ("ha", "Lambar fasfo na ita ce ⟦passport:A{{d8}}⟧, za ta ƙare a 2031. Ka saka ta a fom ɗin biza."),
    ("ilo", "Ti numero ti pasaportek ket ⟦passport:P{{d7}}B⟧, agpatingga iti 2033; usarem para iti booking."),
    # street addresses
    ("cy", "Fy nghyfeiriad newydd: ⟦addr:{{d2}} Heol y Dderwen Gam, Pontcanna, Caerdydd⟧ — anfonwch y parsel yno o hyn ymlaen."),
    ("so", "Cinwaankaygu waa: ⟦addr:Guriga {{d2}}, Wadada Geed Qodaxeed, Degmada Hodan, Muqdisho⟧."),
    ("am", "አድራሻዬ፡ ⟦addr:አዲስ አበባ፣ ቦሌ ክፍለ ከተማ፣ ወረዳ 03፣ የቤት ቁጥር {{d4}}⟧፣ ከሰማያዊው በር አጠገብ።"),
    ("lt", "Siuntinį siųskite: ⟦addr:Gervuogių Vingio g. {{d2}}-{{d1}}, LT-{{d5}} Kaunas⟧."),
    # landlines
    ("gd", "Àireamh fòn an taighe aig mo sheanmhair: ⟦phone:01851 {{d6}}⟧, cuir fòn oirre Didòmhnaich."),
    ("mk", "Домашниот телефон на родителите: ⟦phone:+389 2 {{d3}} {{d4}}⟧, јавете се навечер."),
    ("hy", "Տան հեռախոսս՝ ⟦phone:+374 10 {{d2}}-{{d2}}-{{d2}}⟧, երեկոյան զանգիր։"),
    # national numbers
    ("zu", "Inombolo kamazisi wami ithi {{za_id}}, uyidinga ukugcwalisa ifomu lasemtholampilo."),
    ("kmr", "Hejmara nasnameya min a TC {{tckn}} e, ji bo randevûya nexweşxaneyê lazim e."),
    ("et", "Minu isikukood on {{ee_id}}, pane see arsti broneeringu vormi."),
    ("or", "ମୋ ଆଧାର ନମ୍ବର {{aadhaar:sp}}, ରାସନ କାର୍ଡ ଫର୍ମରେ ଦରକାର।"),
    ("nb", "Fødselsnummeret til sønnen min er {{no_fnr}}, det trengs til legetimen på fredag."),
]

PII_SPLIT = [
    ("sw", "Kadi ya Visa ya mama {{split:card:visa:sp:11}} — mwisho 08/29"),
    ("is", "Kennitala konunnar minnar: {{split:kennitala:dash:4}} (til að skrá hana hjá tannlækni)"),
    ("ro", "Telefonul bunicii: ⟦phone:+40 7{{d2}} {{d1}}⇥{{d2}} {{d3}}⟧ (sună-o duminica)"),
    ("sr", "Lozinka za Wi-Fi u vikendici: ⟦pw:Kajmak{{d2}}⇥Zlatibor!⟧"),
    ("hi", "आधार नं. {{split:aadhaar:sp:7}} (माँ का, पेंशन फ़ॉर्म के लिए)"),
    ("es", "RUT de mi papá {{split:cl_rut:5}}"),
    ("it", "aws_secret_access_key {{split:key:awssecret:17}}"),
    ("lt", "Asmens kodas {{split:lt_id:6}} (vyro, draudimui)"),
    ("ca", "correu de la meva germana: ⟦email:lucia.ferrer⇥@example.org⟧"),
]
