"""Hand-written PII templates for heldout-v33 (one template per case). Values come from nums.py."""


def C(lang, text):
    return (lang, text)


PHONE_INTL = [
    C('sw', 'Nambari yangu mpya ni %%ph:+255 7## ### ###%% — ile ya zamani iliibiwa pamoja na simu, '
            'kwa hiyo usinitumie ujumbe huko tena.'),
    C('mi', 'Ko taku nama waea hou tēnei: %%ph:+64 21 ### ####%%. Waea mai i muri i te rima karaka, '
            'kei te mahi au i te ata.'),
    C('is', 'Nýja símanúmerið mitt er %%ph:+354 6## ####%%; gamla númerið fylgdi vinnusímanum og er farið.'),
    C('se', 'Mu ođđa telefonnummir lea %%ph:+47 9## ## ###%%, boares nummir ii šat doaimma.'),
    C('qu', 'Kay musuq yupayniywan waqyaykuway: %%ph:+51 9## ### ###%%. Ñawpaq yupayniyqa manañam '
            'llamk\'anchu.'),
    C('am', 'አዲሱ ስልክ ቁጥሬ %%ph:+251 9# ### ####%% ነው፤ የድሮውን ቁጥር አትጠቀሙ።'),
    C('yo', 'Nọ́mbà fóònù mi tuntun ni %%ph:+234 80# ### ####%%, ẹ má pe tàtijọ́ mọ́ nítorí ó ti sọnù.'),
    C('sm', "O la'u numera telefoni fou: %%ph:+685 7# #####%%. Fa'amolemole telefoni mai i le afiafi."),
    C('fo', 'Nýggja telefonnummarið hjá mær er %%ph:+298 ## ## ##%%; tað gamla er sløkt, so send ikki boð har.'),
    C('lb', 'Meng nei Handysnummer ass %%ph:+352 621 ### ###%%, déi al hunn ech ofgemellt.'),
    C('gn', "Che pumbyry pyahu ha'e %%ph:+595 9## ### ###%%. Ehenói chéve ka'aru, pyharevépe amba'apo."),
]

PHONE_CN_NUMERALS = [
    C('zh', '我新换的手机号是%%cnmob:low%%，旧号码下周就停机了，有事打这个。'),
    C('zh', '报销单上联系电话我按财务要求写成了大写：%%cnmob:up%%，你核对一下。'),
    C('zh-Hant', '我的手機是%%cnmob:tw%%，有事先傳訊息給我，上課時不方便接。'),
    C('yue', '有咩事就打俾我啦，%%cnmob:yue%%，我成日都開住機㗎。'),
    C('ja', '携帯の番号は%%cnmob:ja%%です。夜勤のときは出られないので留守電にお願いします。'),
    C('ko', '제 번호는 %%cnmob:ko%%예요. 회의 중일 수 있으니 문자로 먼저 연락 주세요.'),
    C('zh', '对讲机里念号码的习惯改不掉了：%%cnmob:radio%%，这是我私人手机，别外传。'),
    C('zh-Hant', '報帳用的聯絡電話請填這支：%%cnmob:upt%%，是我太太的手機。'),
]

PHONE_SEPARATORS = [
    C('ar', 'رقمي الجديد هو %%phx:arab:+971 5# ### ####%%، راسلني على واتساب بعد الظهر.'),
    C('fa', 'شماره‌ام عوض شده: %%phx:fa:0912 ### ####%% — شمارهٔ قبلی را از گوشی‌ات پاک کن.'),
    C('bo', 'ངའི་ཁ་པར་ཨང་གྲངས་གསར་པ་ནི་ %%phx:tibt:+86 139 #### ####%% རེད།'),
    C('th', 'เบอร์ใหม่ของฉันคือ %%phx:thai:08#-###-####%% นะ เบอร์เก่าเลิกใช้แล้ว'),
    C('bn', 'আমার নতুন নম্বর %%phx:beng:+880 17##-######%%, পুরনোটায় আর ফোন কোরো না।'),
    C('my', 'ကျွန်တော့်ဖုန်းနံပါတ်အသစ်က %%phx:mymr:09 ### ### ###%% ပါ။'),
    C('km', 'លេខទូរស័ព្ទថ្មីរបស់ខ្ញុំគឺ %%phx:khmr:+855 1# ### ###%% សូមទាក់ទងពេលល្ងាច។'),
    C('lo', 'ເບີໂທໃໝ່ຂອງຂ້ອຍແມ່ນ %%phx:laoo:020 ## ### ###%% ໂທມາໄດ້ທຸກມື້.'),
    C('tt', 'Яңа номерым: %%ph:+7•9##•###•##•##%% — искесенә башка шалтыратма.'),
    C('hu', 'Az új számom: %%ph:+36\u00a030\u2013###\u2013####%%, a régit ne hívd.'),
    C('ga', "Seo m'uimhir nua: %%ph:+ 3 5 3   8 7   # # #   # # # #%% — ná húsáid an seancheann."),
    C('mn', 'Миний шинэ утас: %%phx:mong:+976 99## ####%% (монгол бичгээр бичлээ).'),
]

CARD = [
    C('tr', 'Kira depozitosu için kartım %%card:troy%%, son kullanma 08/29; çekimi pazartesi yapabilirsiniz.'),
    C('hi', 'मेरा RuPay कार्ड नंबर %%card:rupay%% है, CVV मैं फ़ोन पर बता दूँगा।'),
    C('ru', 'Оплачивайте доставку с моей карты «Мир» %%card:mir%%, срок до 05/28.'),
    C('zh', '退款请退回这张银联卡：%%card:up:none%%，开户人是我本人。'),
    C('ha', 'Ga lambar katin bankina na Verve: %%card:verve%%. Ku cire kuɗin makaranta daga nan.'),
    C('pt', 'O número do cartão da minha mãe é %%card:visa:dash%%, validade 11/27 — ela pediu para eu '
            'fazer a compra.'),
    C('fr', 'Ma carte Amex : %%card:amex%% — le code au dos fait quatre chiffres, je te l\'envoie par SMS.'),
    C('ja', 'JCBカードの番号は%%card:jcb%%です。有効期限は来年の三月まで。'),
    C('af', 'My kaartnommer is %%card:mc%%; die vervaldatum is 04/28 en die naam is soos op my ID.'),
    C('uz', "Karta raqamim %%card:diners:nb%% — bu Diners, Uzcard emas, shuni hisobga oling."),
]

CN_ID = [
    C('zh', '我的身份证号码是%%cnid%%，订高铁票的时候要用。'),
    C('zh', '帮我女儿报名夏令营用的身份证号：%%cnid:X%%，最后一位是大写X。'),
    C('zh-Hant', '我媽媽的大陸身分證號碼是%%cnid:sp%%，辦台胞證要填。'),
    C('yue', '我張內地身份證號碼係%%cnid%%，你幫我填落酒店登記表度啦。'),
    C('en', 'Chinese resident ID for the hotel booking: %%cnid:X%% (the last character really is an X).'),
    C('ug', 'مېنىڭ كىملىك نومۇرۇم %%cnid%%، بېلەت ئالغاندا لازىم بولىدۇ.'),
    C('ko', '중국 거민신분증 번호는 %%cnid%%입니다. 비자 서류에 그대로 적어 주세요.'),
    C('zh', '姓名：王某　证件类型：居民身份证　证件号：%%cnid:sp%%　（快递实名用）'),
]

EMAIL_OBFUSCATED = [
    C('sw', 'Niandikie kwa amina.mwita [at] example [dot] com, si kwa anwani ya kazini tafadhali.'),
    C('zh', '我的邮箱是 lihua.chen 艾特 example 点 com，简历发这里就行。'),
    C('ru', 'пишите на ivan_petrov собака example точка org, рабочую почту я не читаю'),
    C('tr', 'e-postam: ayse.kara (et) example (nokta) net — faturayı oraya gönderin.'),
    C('pl', 'maila mam taki: kasia.nowak małpa example kropka com, pisz śmiało.'),
    C('fr', "mon mail perso c'est j-dupuis arobase example point org, pas celui du boulot"),
    C('he', 'המייל הפרטי שלי: dana.levi שטרודל example נקודה com'),
    C('id', 'email pribadi saya: budi.santoso{at}example{titik}com, kirim undangannya ke situ ya'),
    C('ja', 'メールはyamada.taro＠example．comです（全角にしてあります）。'),
    C('cs', 'napiš mi na jan.novak zavináč example tečka net, tu starou adresu už nepoužívám'),
    C('ko', '이메일은 minji.kim 골뱅이 example 닷 com 이에요. 자료는 거기로 보내 주세요.'),
]

PASSWORD_PIN = [
    C('en', 'My bank app PIN is %%pin:6%% - writing it down here so I stop getting locked out.'),
    C('de', 'WLAN-Passwort für die Gäste am Wochenende: %%pw:wifi%% (Netz heißt „Gartenhaus“).'),
    C('sw', 'Nenosiri langu la M-Pesa ni %%pin:4%%, usimwambie mtu hata kaka yangu.'),
    C('zh', '我的QQ密码是%%pw:py%%，千万别告诉别人。'),
    C('rm', 'Mes pled-clav per la banca online è %%pw:mix%%, na l\'emprestar a nagin.'),
    C('pt', 'a combinação do cofre lá de casa é %%pinw:pt:6%%, decora isso'),
    C('yo', 'Ọ̀rọ̀ aṣínà mi fún àkọọ́lẹ̀ ilé-ìfowópamọ́ ni %%pw:mix%%, má sọ fún ẹnikẹ́ni.'),
    C('tl', 'Ang password ko sa GCash ay %%pw:words:tl%%, isulat mo lang muna.'),
    C('uk', 'Код від домофону %%digicode%%, а пароль від вайфаю %%pw:wifi%%.'),
    C('ar', 'كلمة السر لحسابي البنكي هي %%pw:mix%% لا تشاركها مع أحد'),
    C('hi', 'मेरा UPI पिन %%pin:6%% है, याद रखने के लिए यहाँ लिख रहा हूँ।'),
    C('en', 'They just texted me %%otp%% as the login code - can you finish signing me in with it?'),
    C('en', 'Saving my two-factor backup codes here so I have them somewhere: %%backup:5%%'),
    C('en', 'wallet recovery words, in this exact order: %%seed%%'),
    C('es', 'La respuesta secreta que puse en el banco (mascota de la infancia) es %%pw:words:es%%.'),
    C('is', 'Lykilorðið mitt í heimabankann er %%pw:words:is%%, ekki segja neinum.'),
    C('mi', 'Ko taku kupuhipa mō te pēke: %%pw:words:mi%%. Kaua e kōrero ki tētahi atu.'),
    C('ko', '공동현관 비밀번호는 %%pin:4%%#이고, 택배는 문 앞에 두시면 돼요.'),
    C('en', "Reading it out for you: %%nato%% - that's the admin password on my router."),
    C('sw', 'PIN yangu ya benki kwa maneno: %%pinw:sw%%.'),
    C('cy', "Fy nghyfrinair i'r banc yw %%pw:words:cy%%, paid â'i rannu."),
    C('bn', 'আমার বিকাশ পিন %%pin:5%%, কাউকে বলবে না।'),
    C('et', 'Minu ID-kaardi PIN1 on %%pin:4%% ja PIN2 on %%pin:5%%.'),
    C('sv', 'Lösenfrasen till min lösenordshanterare är %%pw:phrase:sv%%.'),
    C('id', 'PIN m-banking saya dalam kata: %%pinw:id:6%%, jangan sampai lupa.'),
]

URL_CREDENTIALS = [
    C('en', 'The nightly backup job uses ftp://backup_ops:%%pw:url%%@files.example.com/backups/ - '
            "please don't touch it."),
    C('de', 'Die Datenbank erreichst du über postgres://admin:%%pw:url%%@db.example.net:5432/shop'),
    C('pt', 'string de conexão: mongodb+srv://joao:%%pw:url%%@cluster0.example.org/app?retryWrites=true'),
    C('ru', 'redis://:%%pw:url%%@198.51.100.%%octet%%:6379/0 — это наш боевой кэш, не перепутай'),
    C('es', 'clona el repo con https://maria:%%key:ghp%%@git.example.com/equipo/web.git y listo'),
    C('fr', 'le partage est monté via smb://CORP;lucie:%%pw:url%%@203.0.113.%%octet%%/compta'),
    C('sw', 'Ingia kwenye https://admin:%%pw:url%%@router.example.org/ kubadilisha mipangilio ya Wi-Fi.'),
    C('ja', 'sftp://tanaka:%%pw:url%%@upload.example.com:22/ に毎晩自動でアップロードされます。'),
]

SECRET_KEY_FORMATS = [
    C('en', 'OPENAI_API_KEY=%%key:openai%%'),
    C('de', 'Unser Stripe-Live-Key: %%key:stripe%% (bitte nicht ins Repo committen)'),
    C('ja', 'AWSのキーです。AccessKeyId: %%key:aws_id%%  SecretAccessKey: %%key:aws_secret%%'),
    C('pt', 'token do GitHub pra CI: %%key:ghpat%%'),
    C('ko', '허깅페이스 토큰 복사해 둠: %%key:hf%%'),
    C('ru', 'Токен Telegram-бота: %%key:telegram%%'),
    C('sw', 'Hii ndiyo funguo yangu ya SSH, ihifadhi:\n%%key:openssh%%'),
    C('vi', 'Google Maps API key của dự án: %%key:google%%'),
    C('tr', 'yedek dosyaları için age anahtarım: %%key:age%%'),
    C('nl', 'curl -H "Authorization: Bearer %%key:jwt%%" https://api.example.com/v1/me'),
    C('fr', '//npm.example.com/:_authToken=%%key:npm%%'),
]

PII_OTHER = [
    C('de', 'Überweis mir die Miete bitte auf %%iban:DE%%, Kontoinhaberin Jana Reuter.'),
    C('ga', "Seo m'IBAN más mian leat an t-airgead a sheoladh: %%iban:IE%%"),
    C('mt', "L-IBAN tiegħi huwa %%iban:MT%%, ibgħat il-flus hemmhekk."),
    C('fr', 'Mon IBAN belge pour le remboursement : %%iban:BE%%'),
    C('pa', 'ਮੇਰਾ ਪਾਸਪੋਰਟ ਨੰਬਰ %%passport:IN%% ਹੈ, ਟਿਕਟ ਬੁੱਕ ਕਰਨ ਵੇਲੇ ਇਹ ਪਾ ਦੇਣਾ।'),
    C('ha', 'Lambar fasfo ta ita ce %%passport:NG%%, ka saka ta a fom ɗin biza.'),
    C('tl', 'Ang passport number ko ay %%passport:PH%%, mag-e-expire sa 2031.'),
    C('cy', 'Fy nghyfeiriad newydd yw %%num:2:98%% Heol y Dderwen Gam, Llanfair Isaf, ger y capel glas.'),
    C('sw', 'Ninaishi Mtaa wa Mbuyu Mwekundu, nyumba namba %%num:3:97%%, karibu na soko la Kilombero, Arusha.'),
    C('fr', 'Mon fixe à la maison : %%ph:01 99 00 ## ##%%, le portable ne capte pas chez moi.'),
    C('pt', 'Meu CPF é %%cpf%%, coloca na nota fiscal por favor.'),
    C('nl', 'Mijn BSN is %%bsn%%, die hebben ze nodig voor de huurtoeslag.'),
    C('et', 'Minu isikukood on %%isik%%, see läheb lepingusse.'),
    C('tr', 'TC kimlik numaram %%tckn%%, kargo için lazım olursa.'),
    C('zu', 'Inombolo yami kamazisi ithi %%zaid%%, uyifake efomini yasebhange.'),
    C('es', 'Mi RUT es %%rut%%, para la boleta de la farmacia.'),
    C('nn', 'Fødselsnummeret mitt er %%fnr%%, det trengst til legetimen.'),
    C('pl', 'PESEL syna do zapisów na basen: %%pesel%%'),
    C('hi', 'मेरा आधार नंबर %%aadhaar%% है, गैस कनेक्शन के फ़ॉर्म में भर देना।'),
    C('fi', 'Henkilötunnukseni on %%hetu%%, laita se hakemukseen.'),
]

PII_SPLIT_KV = [
    C('en', 'card number: %%cut:9:card:visa%%'),
    C('de', 'IBAN: %%cut:12:iban:DE%%'),
    C('zh', '身份证号 %%cut:10:cnid%%'),
    C('pt', 'senha do wi-fi: %%cut:6:pw:wifi%%'),
    C('ru', 'мобильный: %%cut:7:ph:+7 9## ###-##-##%%'),
    C('sw', 'nenosiri la barua pepe: %%cut:5:pw:mix%%'),
    C('ja', '暗証番号 %%cut:2:pin:4%%'),
    C('es', 'DNI: %%cut:5:dni%%'),
    C('is', 'lykilorð: %%cut:6:pw:words:is%%'),
]
