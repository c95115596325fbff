# -*- coding: utf-8 -*-
"""Hand-written PII templates for heldout_v32 (one template per case).

Format: (family, language code(s), template). ⟦name⟧ is replaced by a fake value
from nums.GENS; ⟦name|split:N⟧ additionally puts the key/value TAB after N
characters of that value (only in pii_split_kv).
"""

PHONE_INTL = [
    ("en", "Text me on ⟦ph_uk_mob_intl⟧ if the train's late – I'll have my phone on me all evening."),
    ("sw", "Nipigie kwa ⟦ph_ke⟧ ukifika stendi ya Nakuru, nitakuja kukuchukua na pikipiki."),
    ("yo", "Ẹ pè mí lórí ⟦ph_ng⟧ tí ẹ bá dé ibùdókọ̀ Ìbàdàn, màá wá gbé yín."),
    ("tl", "Ito na po ang bago kong number: ⟦ph_ph⟧. Paki-save na lang at burahin 'yung luma."),
    ("hi", "मेरा नया नंबर ⟦ph_in⟧ है, पुराना वाला सिम बंद हो गया है। डिलीवरी वाले को यही देना।"),
    ("am", "አዲሱ ስልኬ ⟦ph_et⟧ ነው፤ ከምሽቱ 2 ሰዓት በኋላ ደውልልኝ።"),
    ("mn", "Миний шинэ утас ⟦ph_mn⟧. Оройн 8-аас хойш залгаарай, өдөр ажил дээрээ байна."),
    ("uz", "Telefonim: ⟦ph_uz⟧. Telegramda ham shu raqam, bemalol yozavering."),
    ("es", "Cualquier cosa me escribes al ⟦ph_pe⟧, estoy en Cusco hasta el viernes con poca señal."),
    ("fj", "Qiria mai ena ⟦ph_fj⟧ ni o sa yaco mai ki Nadi, au na waraki iko e na rara ni waqavuka."),
    ("ak", "Frɛ me wɔ ⟦ph_gh⟧ bere a woduru Kumase no, na mɛba abɛfa wo."),
]

PHONE_CN = [
    ("zh", "我新换的手机号：⟦cn_lower⟧，以后有事打这个，旧号下个月停机。"),
    ("zh", "快递小哥说他电话是⟦cn_yao⟧，下午三点前送到前台。"),
    ("zh-Hant", "我的手機是⟦cn_daxie_t⟧，晚上九點以後比較方便接。"),
    ("zh", "报销单上联系方式写我的：⟦cn_daxie⟧，财务要大写，别写错了。"),
    ("yue", "有咩事就打俾我啦，⟦cn_mixed⟧，我今日喺屋企。"),
    ("ja", "携帯は⟦jp_kanji⟧です。平日の夜なら出られます。"),
    ("ko", "제 번호는 ⟦kr_hangul⟧이에요. 문자 먼저 주시면 바로 연락드릴게요."),
    ("zh", "对讲机里报一下联系方式：⟦cn_radio⟧，收到请回复，完毕。"),
    ("zh", "我微信同号 ⟦cn_spaced⟧ ，加的时候备注一下是业主群的。"),
]

PHONE_SEP = [
    ("ar", "رقمي الجديد ⟦ph_sa_arabic⟧، اتصل بي بعد صلاة العصر إن شاء الله."),
    ("fa", "شماره‌ی جدیدم ⟦ph_ir_persian⟧ است؛ اگر جواب ندادم پیامک بده."),
    ("hi", "दादी का मोबाइल ⟦ph_in_deva⟧ है, उन्हें शाम को ही फ़ोन करना।"),
    ("th", "เบอร์ผมคือ ⟦ph_th_thai⟧ นะครับ ถ้าโทรไม่ติดให้ทักไลน์"),
    ("my", "ကျွန်တော့်ဖုန်းနံပါတ် ⟦ph_mm_burmese⟧ ပါ။ ညနေပိုင်း ဆက်ပါ။"),
    ("km", "លេខទូរស័ព្ទខ្ញុំ ⟦ph_kh_khmer⟧ សូមទាក់ទងពេលល្ងាច។"),
    ("lo", "ເບີໂທຂອງຂ້ອຍແມ່ນ ⟦ph_la_lao⟧ ໂທມາຫາຫຼັງ 5 ໂມງແລງ."),
    ("ja", "連絡先：⟦ph_jp_full⟧（平日18時以降）"),
    ("de", "Handy: ⟦ph_de_dots⟧ – bitte nur per Signal, nicht anrufen."),
    ("nl", "Je kunt me bereiken op ⟦ph_nl_nbsp⟧, ook via WhatsApp."),
    ("en", "new cell is ⟦ph_uk_spaced⟧ — yes I typed it with spaces so autocorrect leaves it alone"),
]

CARD = [
    ("en", "Use my Visa for the deposit: ⟦card_visa⟧, exp 04/29, CVC 318. Name on card is exactly as on the booking."),
    ("ha", "Lambar katina ta banki ita ce ⟦card_verve⟧, ka biya kuɗin makaranta da ita gobe."),
    ("ru", "Карта «Мир» для оплаты коммуналки: ⟦card_mir⟧, срок до 07/30."),
    ("zh", "用我的银联卡付吧：⟦card_unionpay⟧，预留手机号就是我平时用的那个。"),
    ("ja", "ネットスーパーの支払いはJCBで：⟦card_jcb⟧、有効期限は09/27です。"),
    ("pt", "Pode cobrar no meu Elo: ⟦card_elo_dots⟧, validade 02/31, código 552."),
    ("es", "Para el alquiler del coche usa mi Amex ⟦card_amex⟧, vence 12/27."),
    ("sq", "Kartela ime e re: ⟦card_mc2⟧, skadon 05/30. Paguaj biletat me këtë."),
    ("ms", "No kad Discover saya ⟦card_disc⟧, tarikh luput 10/29 — guna untuk tempahan hotel tu."),
]

CN_ID = [
    ("zh", "帮我填一下高铁的乘车人信息：身份证号⟦cnid⟧，名字就是我微信上的实名。"),
    ("zh", "我妈的身份证号是⟦cnid_x⟧，给她挂专家号的时候要用。"),
    ("zh-Hant", "辦台胞證要附大陸身分證號碼：⟦cnid_spaced⟧，這是我先生的。"),
    ("ug", "كىملىك نومۇرۇم ⟦cnid⟧، بانكا ھېساباتى ئېچىشتا ئىشلىتىمەن."),
    ("en", "For the visa invitation letter, my Chinese resident ID is ⟦cnid_x⟧ — please copy it exactly."),
    ("bo", "ངའི་ཐོབ་ཐང་ལག་ཁྱེར་ཨང་གྲངས་ནི་ ⟦cnid⟧ ཡིན། སྨན་ཁང་གི་ཐོ་འགོད་ལ་དགོས།"),
]

EMAIL_OBF = [
    ("en", "Reach me at kofi.asante [at] example [dot] com — the work one bounces anything with attachments."),
    ("fr", "Écrivez-moi plutôt à amelie(point)rouviere(arobase)example(point)org, l'autre adresse est saturée."),
    ("de", "Meine private Adresse: jonas punkt weidmann at example punkt net – bitte nur dahin."),
    ("zh", "我的邮箱是 liu.yanhong（艾特）example（点）com，别发到公司邮箱。"),
    ("ar", "راسلني على ‏samir.haddad‏ آت example دوت org، لا أقرأ البريد الآخر."),
    ("es", "Mi correo: m-a-r-i-s-o-l punto vega arroba example punto com (todo en minúsculas)."),
    ("ja", "メールは tanaka.haru＠example．com です（全角なので半角に直してください）。"),
    ("sw", "Nitumie barua pepe kwa amani.juma kwa-alama example nukta org, sio ile ya ofisini."),
    ("nl", "mail me op  sanne . de . wit @ example . org  (spaties weghalen)"),
    ("pl", "Adres: ola_wisniewska (małpa) example (kropka) net — na inny nie odpisuję."),
    ("pt", "meu e-mail pessoal: antes do arroba vai joao.oliveira82 e depois vem example, ponto, com — junta tudo sem espaço."),
]

PASSWORD_PIN = [
    ("en", "the wifi at the cabin is \"Pine_Ridge_5G\" and the password is ⟦pw_wifi⟧ — write it on the fridge note for the guests"),
    ("de", "Mein neues Passwort fürs Firmen-VPN: ⟦pw_random⟧ – merk es dir bitte, ich vergesse es sonst wieder."),
    ("fr", "Code de la porte du local vélos : ⟦digicode⟧, et le cadenas c'est ⟦pin⟧."),
    ("es", "La clave del banco online es ⟦pw_words⟧, por si mañana tienes que pagar tú la luz."),
    ("sw", "PIN ya M-Pesa ni ⟦pin_words_sw⟧, usimwambie mtu mwingine yeyote."),
    ("zh", "我支付宝的登录密码改成了⟦pw_pinyin⟧，支付密码是⟦pin6⟧，你帮我记一下。"),
    ("ja", "会社のPCのログインパスワード、⟦pw_leet⟧ に変えました。メモしておいてください。"),
    ("hi", "मेरा एटीएम पिन ⟦pin⟧ है, पापा को पैसे निकालने हों तो बता देना।"),
    ("yo", "Ọ̀rọ̀ aṣínà fóònù mi ni ⟦pin⟧, tí o bá fẹ́ ṣí i láti pe màmá."),
    ("am", "የኢንተርኔት ባንኪንግ የይለፍ ቃሌ ⟦pw_words⟧ ነው፤ ለሌላ ሰው አትንገር።"),
    ("ta", "என் வங்கி ஆப் கடவுச்சொல் ⟦pw_leet⟧; அம்மாவுக்கு மட்டும் தெரியும்."),
    ("vi", "Mật khẩu wifi nhà mình là ⟦pw_wifi⟧, khách đến thì đọc cho họ nhé."),
    ("tr", "Kapıdaki kilidin şifresi ⟦pin_spaced⟧, kargocu gelirse paketi içeri bıraksın."),
    ("en", "My recovery phrase, in case my laptop dies: ⟦seed12⟧"),
    ("en", "Backup codes for my Google account (keep these safe): ⟦backup_codes⟧"),
    ("es", "El PIN de la tarjeta nueva es ⟦pin_words_es⟧, no lo apuntes en la cartera."),
    ("en", "Spelled it out for you over the radio earlier: ⟦pw_nato⟧ — that's the hangar alarm code."),
    ("ms", "Kod OTP yang baru masuk: ⟦otp6⟧. Cepat masukkan sebelum tamat tempoh."),
    ("nl", "Wachtwoord van de gedeelde Dropbox is ⟦pw_phrase⟧ (met streepjes)."),
    ("cy", "Cyfrinair y cyfrifiadur yn y swyddfa yw ⟦pw_worddigits⟧ — paid â'i rannu."),
    ("af", "Die alarmkode by die huis is ⟦pin⟧ en die hekafstandbeheer se PIN is ⟦pin6⟧."),
    ("ka", "ჩემი ინტერნეტ-ბანკის პაროლია ⟦pw_random⟧ — ჩაიწერე სადმე."),
    ("is", "Lykilorðið að heimabankanum mínum er ⟦pw_leet⟧, ekki segja neinum."),
    ("en", "Security question answer for the bank is my first pet's name: \"Biscuit Mbatha 1998\" — use that if they call."),
]

URL_CRED = [
    ("en", "prod DB for the migration: postgres://app_admin:⟦pw_random⟧@db-prod.example.com:5432/orders — don't paste it into Slack"),
    ("de", "Der Jenkins-Job zieht das Repo über https://deploy:⟦gh_pat⟧@git.example.org/team/shop.git – bitte nicht ändern."),
    ("pt", "String de conexão do Mongo: mongodb+srv://relatorios:⟦pw_words⟧@cluster0.example.net/vendas?retryWrites=true"),
    ("ja", "キャッシュ用：redis://:⟦pw_random⟧@203.0.113.41:6379/0 （本番なので取り扱い注意）"),
    ("es", "El FTP del proveedor: ftp://facturas:⟦pw_worddigits⟧@ftp.example.com/entrada/ — suben los XML cada noche."),
    ("fr", "Pour la file de messages : amqp://worker:⟦pw_leet⟧@198.51.100.23:5672/prod"),
    ("id", "Webhook internal kita: https://bot:⟦pw_random⟧@hooks.example.org/notify?channel=gudang"),
]

SECRET_KEYS = [
    ("en", "AWS creds for the staging bucket:\naws_access_key_id = ⟦aws_akid⟧\naws_secret_access_key = ⟦aws_secret⟧"),
    ("de", "# .env fürs Zahlungsmodul\nSTRIPE_SECRET_KEY=⟦stripe_live⟧\nSTRIPE_WEBHOOK_URL=https://pay.example.com/hook"),
    ("en", "can you check why this fails? curl -H \"Authorization: Bearer ⟦openai⟧\" https://api.example.com/v1/models"),
    ("ja", "Slackボットのトークン、環境変数に入れ忘れてたのでここに貼ります：⟦slack_bot⟧"),
    ("es", "Este es el token de GitLab para el pipeline: ⟦gitlab⟧ (caduca en marzo)."),
    ("pt", "//registry.example.org/:_authToken=⟦npm⟧"),
    ("zh", "DigitalOcean 的 API token：⟦do_token⟧，部署脚本里要用。"),
    ("en", "Here's the key I generated on the new box, can you tell me if it's in the right format?\n⟦pem⟧"),
    ("sw", "Tumia ufunguo huu wa Anthropic kwenye seva ya majaribio: ⟦anthropic⟧"),
    ("en", "DefaultEndpointsProtocol=https;AccountName=invoicesprod;AccountKey=⟦azure_key⟧;EndpointSuffix=core.example.net"),
]

PII_OTHER = [
    # IBANs
    ("de", "Bitte überweis mir die Hälfte der Ferienwohnung auf ⟦iban_de⟧, Kontoinhaber Lena Hartwig."),
    ("nl", "Mijn rekeningnummer is ⟦iban_nl⟧ t.n.v. R. Bakker, voor de huur van december."),
    ("pt", "O meu IBAN para o reembolso: ⟦iban_pt⟧ (Millennium, titular Inês Carvalho)."),
    ("ga", "Seo m'uimhir IBAN don airgead ón gclub: ⟦iban_ie⟧ — ainm an chuntais: Siobhán Ní Bhriain."),
    ("fi", "Tilinumeroni on ⟦iban_fi⟧, maksa puolet mökin vuokrasta sinne."),
    # passports
    ("en", "Passport for the conference registration: ⟦pass_us⟧, issued 2022, expires 2032."),
    ("ja", "旅券番号は⟦pass_jp⟧です。航空券の予約にそのまま入れてください。"),
    ("ig", "Nọmba paspọtụ m bụ ⟦pass_ng⟧, were ya debe tiketi ụgbọ elu."),
    # street addresses (invented streets)
    ("en", "Ship the replacement to 47 Quillfeather Lane, Flat 3B, Bristol BS3 9QZ — I moved last month."),
    ("es", "Mi nueva dirección: Calle de los Almendros Dormidos 112, 4.º izquierda, 46021 Valencia."),
    ("sw", "Ninaishi Mtaa wa Mnazi Mkongwe namba 28, nyumba ya ghorofa ya pili, Tanga. Leta mzigo huko."),
    # landline
    ("en", "Our landline at the new place is ⟦ph_uk_london⟧ — mum prefers that to my mobile."),
    # national numbers
    ("pt", "Meu CPF para a nota fiscal é ⟦cpf⟧."),
    ("tr", "Kargo için TC kimlik numaram lazımmış: ⟦tckn⟧."),
    ("af", "Vir die mediese fonds: my ID-nommer is ⟦zaid⟧."),
    ("es", "Para la factura pon mi RUT: ⟦rut⟧, a nombre de Catalina Fuentes."),
    ("nb", "Datteren min sitt fødselsnummer er ⟦nofnr⟧, trengs til barnehagesøknaden."),
    ("fr", "Mon numéro de registre national (Belgique) : ⟦benn⟧, pour le dossier mutuelle."),
    ("hi", "आधार नंबर ⟦aadhaar⟧ है, गैस कनेक्शन के फ़ॉर्म में डाल देना।"),
    ("sv", "Mitt personnummer är ⟦pnr_se⟧, fyll i det på blanketten till Försäkringskassan."),
]

PII_SPLIT_KV = [
    ("en", "card number: ⟦card_visa|split:7⟧ exp 06/29"),
    ("de", "IBAN für Rückerstattung ⟦iban_de|split:12⟧"),
    ("zh", "身份证号 ⟦cnid|split:10⟧ 姓名同上"),
    ("pl", "PESEL matki: ⟦pesel|split:5⟧"),
    ("es", "DNI del titular ⟦dni|split:4⟧ (renovado en 2024)"),
    ("nl", "BSN partner ⟦bsn|split:4⟧"),
    ("fi", "henkilötunnus ⟦hetu|split:6⟧"),
    ("en", "db_password = \"⟦pw_random|split:6⟧\""),
]
