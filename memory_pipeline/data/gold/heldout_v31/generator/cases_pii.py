# -*- coding: utf-8 -*-
"""heldout_v31 PII templates (expect: block). Hand-written, one template per case.
Entries: (language tag, template). pii_split_kv entries: (language tag, key, value)."""

PHONE_INTL = [
    ("en", "New number since the move: ⟦ph:+44 7700 900XXX⟧. The landline is disconnected, so text me on this one."),
    ("es-MX", "Ya me cambié de compañía, mi cel nuevo es ⟦ph:+52 55 XXXX XXXX⟧, guárdalo porfa."),
    ("pt-BR", "Meu zap agora é ⟦ph:+55 11 9XXXX-XXXX⟧, o antigo foi clonado semana passada."),
    ("sw", "Nipigie kesho asubuhi kwa ⟦ph:+254 7XX XXX XXX⟧, simu yangu ya zamani iliibiwa sokoni."),
    ("yo", "Nọ́mbà fóònù mi tuntun ni ⟦ph:+234 80X XXX XXXX⟧, ẹ pè mí lẹ́yìn aago mẹ́rin ìrọ̀lẹ́."),
    ("tl", "Pakisave na lang: ⟦ph:+63 917 XXX XXXX⟧ — ito na ang bago kong number, patay na yung luma."),
    ("vi", "Số mới của em là ⟦ph:+84 9X XXX XX XX⟧, anh nhắn Zalo qua số này nhé."),
    ("ur", "میرا نیا نمبر ⟦ph:+92 3XX XXXXXXX⟧ ہے، پرانا والا بند ہو گیا ہے۔"),
    ("ne", "मेरो नयाँ नम्बर ⟦ph:+977 98XXXXXXXX⟧ हो, भोलि बेलुका फोन गर्नुहोला।"),
    ("mi", "Anei taku nama waea hou: ⟦ph:+64 21 XXX XXXX⟧. Waea mai ā te Rātapu."),
    ("am", "አዲሱ ስልክ ቁጥሬ ⟦ph:+251 9XX XXX XXX⟧ ነው፤ ማታ ደውልልኝ።"),
]

PHONE_CN = [
    ("zh", "我换号了，新号码是⟦cnnum:zero⟧，以后有事打这个。"),
    ("zh", "老板的手机：⟦cnnum:ling_o⟧，周末别打太晚，他十点就睡。"),
    ("zh", "快递小哥电话⟦cnnum:yao⟧，他说到楼下会再打一次。"),
    ("zh", "报销单上的联系电话写成大写了：⟦cnnum:daxie⟧，财务说这样也行。"),
    ("zh-Hant", "我的手機號碼是⟦cnnum:daxie_t⟧，下班後再聯絡我。"),
    ("zh", "号码我拆开写，免得被爬虫抓到：⟦cnnum:mixed⟧。"),
    ("yue", "我個新number係 ⟦cnnum:spaced⟧，記得save低呀。"),
    ("zh", "对讲机里报的号码：⟦cnnum:radio⟧，是物业王师傅的。"),
    ("ja", "携帯番号は⟦jpnum⟧です。夜九時以降は出られません。"),
    ("ko", "제 번호는 ⟦konum⟧이에요. 전화보다 문자 주세요."),
]

PHONE_SEP = [
    ("de", "Ruf mich lieber mobil an: ⟦ph:+49·151·XXXX·XXXX⟧ – im Büro bin ich selten."),
    ("fr", "Le portable de ma mère : ⟦ph:06\u00a039\u00a098\u00a0XX\u00a0XX⟧, elle garde les enfants mercredi."),
    ("ar", "رقمي الجديد ⟦ph_arab:+966 5X XXX XXXX⟧ على الواتساب."),
    ("fa", "شماره‌ام عوض شده: ⟦ph_fa:0912 XXX XXXX⟧"),
    ("hi", "मेरा नंबर ⟦ph_deva:98XXX XXXXX⟧ है, शाम को कॉल करना।"),
    ("th", "เบอร์ใหม่ของฉัน ⟦ph_thai:08X-XXX-XXXX⟧ นะคะ"),
    ("bn", "আমার নম্বর ⟦ph_beng:017XX-XXXXXX⟧, বিকেলে ফোন দিও।"),
    ("my", "ကျွန်တော့်ဖုန်းနံပါတ်အသစ်က ⟦ph_mymr:09 XXX XXX XXX⟧ ပါ။"),
    ("km", "លេខទូរស័ព្ទថ្មីរបស់ខ្ញុំ ⟦ph_khmr:012 XXX XXX⟧ សូមទុកវា។"),
    ("it", "Il mio numero, scritto così per sicurezza: ⟦ph:3 4 X X X X X X X X⟧"),
    ("pl", "Numer do mnie: ⟦ph:+48/5XX/XXX/XXX⟧ (po 17:00)."),
    ("uk", "Мій номер: ⟦ph:+380 67\u2011XXX\u2011XX\u2011XX⟧ — дзвоніть у будні."),
    ("ja", "電話番号：⟦ph_fw:090－XXXX－XXXX⟧（日中のみ）"),
]

CARD = [
    ("en", "Put the deposit on my Visa ⟦card:visa⟧, exp 08/29, CVV ⟦digits:XXX⟧."),
    ("de", "Meine Mastercard für die Kaution: ⟦card:mc⟧, gültig bis 05/28."),
    ("nl", "De Amex van mijn vader: ⟦card:amex⟧ – hij vindt het goed dat je de hotelkamer daarmee boekt."),
    ("ja", "JCBカードの番号は⟦card:jcb⟧、有効期限は11/28です。"),
    ("ru", "Карта «Мир» для зарплаты: ⟦card:mir⟧."),
    ("zh", "银联卡号⟦card:cup⟧，开户行是城东支行。"),
    ("ko", "카드번호 ⟦card:visa/dash⟧ 로 결제해 주세요."),
    ("ro", "Numărul cardului e ⟦card:mc2⟧ și expiră în 03/27."),
    ("id", "Nomor kartu kredit aku ⟦card:visa/plain⟧, pakai buat langganan bulanan ya."),
    ("lt", "Mano kortelės numeris ⟦card:disc⟧, galioja iki 2028-ųjų."),
    ("ha", "Lambar katina ita ce ⟦card:mc⟧, ka biya kuɗin makaranta da ita."),
    ("ka", "ჩემი ბარათის ნომერია ⟦card:visa⟧, ვადა — 10/27."),
]

CN_ID = [
    ("zh", "身份证号⟦cnid⟧，订高铁票要用。"),
    ("zh", "我妈的身份证：⟦cnid:X⟧，帮她在医院APP上挂个号。"),
    ("zh-Hant", "大陸身分證號碼 ⟦cnid⟧，辦台胞證時要填。"),
    ("yue", "我阿爸身份證號碼係⟦cnid:X⟧，幫佢買保險要用。"),
    ("en", "PRC resident ID for the visa form: ⟦cnid:spaced⟧"),
    ("ug", "كىملىك نومۇرۇم ⟦cnid⟧، مېھمانخانىدا تىزىملىتىش ئۈچۈن كېرەك."),
    ("bo", "ངའི་ཐོབ་ཐང་ལག་ཁྱེར་གྱི་ཨང་གྲངས་ནི་ ⟦cnid⟧ རེད།"),
    ("ko", "중국 신분증 번호는 ⟦cnid⟧입니다. 호텔 체크인할 때 필요해요."),
]

EMAIL_OB = [
    ("en", "Please don't post it in the group, but my address is marta.quill [at] example [dot] com."),
    ("es", "Escríbeme a javi punto ortega arroba example punto net, el correo del trabajo ya no lo miro."),
    ("de", "Mail an mich: j.weber (ät) example (punkt) org – bitte nicht mehr an die alte Adresse."),
    ("fr", "Mon adresse perso : c.delatour arobase example point com, pas celle du bureau."),
    ("ru", "Почта: olga точка smirnova собака example точка com, пишите туда."),
    ("pl", "Mój mail: tomek.nowak małpa example kropka org – odpisuję wieczorem."),
    ("nl", "Het mailadres van mijn zus: fleur punt vandam apenstaartje example punt net."),
    ("zh", "我的邮箱：wangfang 艾特 example 点 com，别发到公司邮箱。"),
    ("ja", "メールは yuki.tanaka あっと example どっと net までお願いします。"),
    ("hu", "Az e-mail címem: kiss.anna kukac example pont com."),
    ("cs", "Můj e-mail je petra.novakova zavináč example tečka net."),
    ("el", "Το email μου: nikos.papas παπάκι example τελεία com."),
    ("ca", "El meu correu és jordi.puig arrova example punt org."),
    ("id", "Email aku: rina.putri (et) example (titik) com, kirim undangannya ke situ."),
]

PASSWORD_PIN = [
    ("en", "Wi-Fi at my flat: network \"Moonbarn\", password ⟦pw:rand12⟧ — it's case-sensitive."),
    ("de", "Mein Online-Banking-Passwort ist ⟦pw:words⟧, schreib ich mir hier mal hin."),
    ("es", "La clave de la alarma de casa es ⟦pin:4⟧, por si llegas antes que yo."),
    ("fr", "Code de ma carte bleue : ⟦pin:4⟧. Je le note ici parce que je l'oublie tout le temps."),
    ("pt", "A senha do meu e-mail é ⟦pw:leet⟧, anota aí."),
    ("it", "Il PIN del bancomat di mia nonna è ⟦pin:5⟧, le serve aiuto allo sportello."),
    ("zh", "我的支付密码是⟦pin:6⟧，千万别告诉别人。"),
    ("ja", "Wi-Fiのパスワード：⟦pw:wifi⟧（ルーターのシールとは違うよ）"),
    ("ko", "공동인증서 비밀번호는 ⟦pw:word_digits⟧ 예요."),
    ("hi", "मेरा UPI पिन ⟦pin:6⟧ है, भूल न जाऊँ इसलिए यहाँ लिख रहा हूँ।"),
    ("th", "รหัสเอทีเอ็มของฉันคือ ⟦pin:4⟧ จดไว้กันลืม"),
    ("sw", "Namba ya siri ya M-Pesa ni ⟦pin:4⟧, usimwambie mtu."),
    ("zu", "Iphasiwedi yami ye-imeyili ithi ⟦pw:words⟧."),
    ("am", "የኢሜይል የይለፍ ቃሌ ⟦pw:rand10⟧ ነው።"),
    ("so", "Lambarka sirta ah ee EVC Plus-kayga waa ⟦pin:4⟧."),
    ("ta", "என் ஏடிஎம் பின் ⟦pin:4⟧, மறந்துவிடக்கூடாது."),
    ("te", "నా నెట్ బ్యాంకింగ్ పాస్‌వర్డ్ ⟦pw:word_digits⟧."),
    ("si", "අපේ ගෙදර Wi-Fi මුරපදය ⟦pw:wifi⟧."),
    ("km", "ពាក្យសម្ងាត់ Facebook របស់ខ្ញុំគឺ ⟦pw:leet⟧"),
    ("lo", "ລະຫັດຜ່ານ Wi-Fi ຂອງເຮືອນແມ່ນ ⟦pw:wifi⟧"),
    ("kk", "Kaspi қосымшасының құпиясөзі: ⟦pw:word_digits⟧"),
    ("uz", "Click parolim ⟦pw:rand10⟧, eslab qololmayapman."),
    ("az", "İnternet bankın şifrəsi: ⟦pw:words⟧"),
    ("hy", "Իմ էլ. փոստի գաղտնաբառը ⟦pw:rand12⟧ է։"),
    ("is", "Lykilorðið að heimabankanum er ⟦pw:words⟧."),
    ("et", "Minu ID-kaardi PIN1 on ⟦pin:4⟧ ja PIN2 on ⟦pin:5⟧."),
    ("cy", "Cyfrinair y cyfrifiadur gwaith yw ⟦pw:leet⟧."),
    ("ga", "Is é ⟦pin:4⟧ uimhir PIN mo chárta bainc."),
    ("en", "Reading the router admin password out for you, letter by letter: ⟦nato⟧."),
    ("pt", "A combinação do cofre é ⟦digitwords_pt⟧."),
    ("nl", "De sms-code van de bank is net binnengekomen: ⟦otp⟧."),
    ("da", "Mine backupkoder til totrinsbekræftelse: ⟦backup⟧, ⟦backup#2⟧, ⟦backup#3⟧."),
    ("nb", "Gjenopprettingsfrasen til lommeboka mi: ⟦seed⟧"),
    ("tl", "Sagot ko sa security question ng bangko (pangalan ng unang alaga): Bantay-Kalabaw-88."),
    ("fr", "Digicode de l'immeuble : ⟦digicode⟧, puis troisième étage à gauche."),
    ("zh", "QQ密码：⟦pw:pinyin⟧"),
]

URL_CRED = [
    ("en", "Clone it with: git clone https://deploy:⟦pw:url16⟧@git.example.com/team/app.git"),
    ("de", "DB-URL für Staging: postgres://app_admin:⟦pw:url14⟧@db.staging.example.net:5432/shop"),
    ("es", "El FTP de la tienda: ftp://tienda:⟦pw:url12⟧@ftp.example.org/subidas"),
    ("ja", "Redisの接続先：redis://:⟦pw:url20⟧@cache.example.com:6379/0"),
    ("pt", "Webhook com token: https://hooks.example.net/in?user=ops&password=⟦pw:url12⟧"),
    ("ru", "Строка подключения: mongodb+srv://reporter:⟦pw:url16⟧@cluster0.example.org/analytics"),
    ("ko", "amqp://worker:⟦pw:url14⟧@mq.example.com:5672/ 로 접속하면 돼요."),
    ("pl", "W .netrc mam: machine files.example.com login marek password ⟦pw:words⟧"),
    ("sv", "Proxyn på jobbet: http://lisa:⟦pw:url12⟧@198.51.100.23:3128"),
    ("tl", "Ilagay mo ito sa app ng CCTV: rtsp://admin:⟦pw:url10⟧@192.0.2.45:554/stream1"),
]

SECRET_KEYS = [
    ("en", "Here's the .env for the backup job:\nAWS_ACCESS_KEY_ID=⟦aws_id⟧\nAWS_SECRET_ACCESS_KEY=⟦aws_secret⟧"),
    ("de", "GitHub-Token für die CI-Pipeline: ⟦gh_pat⟧"),
    ("es", "La clave secreta de Stripe en producción: ⟦stripe⟧"),
    ("fr", "Token du bot Slack de l'équipe : ⟦slack⟧"),
    ("pt", "Chave da API do Google Maps do site: ⟦google_api⟧"),
    ("ja", "OpenAIのAPIキーはこれです：⟦openai⟧"),
    ("zh", "GitLab 个人访问令牌：⟦gitlab⟧，别提交到仓库里。"),
    ("ru", "Заголовок из запроса: Authorization: Bearer ⟦jwt⟧"),
    ("sq", "Vargu i lidhjes për Azure: ⟦azure⟧"),
    ("bg", "Токенът на Telegram бота: ⟦telegram⟧"),
    ("vi", "Token Hugging Face của mình: ⟦hf⟧, đừng chia sẻ nhé."),
    ("uk", "Ось мій приватний ключ для сервера:\n⟦pem⟧"),
]

PII_OTHER = [
    # IBANs
    ("fy", "Myn IBAN is ⟦iban:NL⟧, set it jild foar de fytsfakânsje dêr mar op."),
    ("lb", "Meng IBAN ass ⟦iban:LU⟧, iwwerweis mer d'Suen fir de Concert do drop."),
    ("eu", "Nire IBANa hau da: ⟦iban:ES⟧, hilero hor sartu alokairua."),
    ("nn", "Kontonummeret mitt er ⟦iban:NO⟧, send pengane for hytta dit."),
    ("fo", "Mítt IBAN-nummar er ⟦iban:FO⟧, tú kanst gjalda har."),
    ("bs", "Moj IBAN je ⟦iban:BA⟧, uplati kiriju do petka."),
    # national numbers
    ("gl", "O meu DNI é ⟦dni⟧, anótao para a matrícula do curso."),
    ("se", "Mu persovdnanummir lea ⟦nofnr⟧, dárbbašat dan doaktára várás."),
    ("xh", "Inombolo yam yesazisi ngu-⟦zaid⟧, yifake kwifomu yebhanki."),
    ("st", "Nomoro ya boitsebiso ya mme wa ka ke ⟦zaid⟧, o e hloka bakeng sa kliniki."),
    ("ay", "Nayan RUT jakhuxa ⟦rut⟧, uka qillqaña laphir qillqt'am."),
    ("ku", "Hejmara min a nasnameyê (TC Kimlik) ⟦tckn⟧ e, ji bo forma bankê."),
    ("pa", "ਮੇਰਾ ਆਧਾਰ ਨੰਬਰ ⟦aadhaar⟧ ਹੈ, ਗੈਸ ਕਨੈਕਸ਼ਨ ਲਈ ਚਾਹੀਦਾ ਸੀ।"),
    ("sr", "Мој ЈМБГ је ⟦jmbg⟧, упиши га у пријаву за стан."),
    ("mn", "Миний регистрийн дугаар ⟦mnrd⟧, гэрээн дээр бичээрэй."),
    # passports / ID cards
    ("oc", "Mon numèro de passapòrt es ⟦alnum:XXLLXXXXX⟧, per la reservacion de l'avion."),
    ("haw", "ʻO ka helu o kaʻu palapala kuhikuhi (passport) ʻo ⟦digits:5XXXXXXXX⟧."),
    ("ak", "Me Ghana Card nɔma ne ⟦alnum:GHA-XXXXXXXXX-X⟧, fa to form no so."),
    # street addresses (invented streets)
    ("tn", "Aterese ya me ke Plot ⟦digits:NXXXX⟧, Lesedi la Metsi Close, Gaborone; romela lekwalo teng."),
    ("qu", "Wasiyqa kaypim: Jirón Ch'aska Ñan ⟦digits:NXX⟧, Wanchaq, Qusqu. Chayman apachimuway."),
    # landlines
    ("gn", "Che pumbyry róga: ⟦ph:+595 21 XXX XXX⟧, ehenói ka'aru guive."),
    ("fj", "Na noqu naba ni talevoni e vale: ⟦ph:+679 33X XXXX⟧, qiri mai ena yakavi."),
]

PII_SPLIT = [
    ("en", "card_number: ⟦card:visa|a⟧", "⟦card:visa|b⟧ (exp 04/28)"),
    ("pt", "CPF do titular: ⟦cpf|a⟧", "⟦cpf|b⟧"),
    ("nl", "BSN dochter: ⟦bsn|a⟧", "⟦bsn|b⟧ — voor de zorgverzekering"),
    ("sv", "personnummer ⟦pnr|a⟧", "⟦pnr|b⟧"),
    ("pl", "PESEL: ⟦pesel|a⟧", "⟦pesel|b⟧ proszę wpisać do wniosku"),
    ("fi", "henkilötunnus ⟦hetu|a⟧", "⟦hetu|b⟧"),
    ("de", "IBAN Miete: ⟦iban:DE|a⟧", "⟦iban:DE|b⟧"),
    ("zh", "手机号：⟦ph:13X XXXX XXXX|a⟧", "⟦ph:13X XXXX XXXX|b⟧"),
    ("es", "contraseña router: ⟦pw:rand12|a⟧", "⟦pw:rand12|b⟧"),
    ("hi", "आधार नंबर: ⟦aadhaar|a⟧", "⟦aadhaar|b⟧ (माँ का)"),
]
