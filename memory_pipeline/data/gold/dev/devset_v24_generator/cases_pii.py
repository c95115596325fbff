"""Hand-written PII templates for devset v24 (expect = block).

One template per case; a template is (language_tag, text) or (language_tag, text, meta).
⟦spec⟧ placeholders are filled with fake values from nums.py.
For pii_split_kv a template is (language_tag, {"key": prefix, "secret": spec, "value": suffix}):
the generated secret is cut in two, the first part ends the key, the second part starts the value.
"""

PHONE_INTL = [
    ("sw", "Nimebadilisha laini wiki hii. Kuanzia sasa nipigie au nitumie ujumbe kwa ⟦ph:ke⟧, ile namba ya zamani imeshazimwa."),
    ("yo", "Nọ́mbà mi tuntun ni ⟦ph:ng⟧. Ẹ pè mí lẹ́yìn aago mẹ́fà ìrọ̀lẹ́, mo máa ń wà níbi iṣẹ́ títí di ìgbà yẹn."),
    ("zu", "Ungangithola ku-⟦ph:za⟧ kusukela ngoMsombuluko; inombolo yakudala ayisasebenzi ngoba ifoni yebiwe."),
    ("mn", "Миний шинэ дугаар ⟦ph:mn⟧ боллоо. Хуучин дугаар маань хаагдсан тул энэ рүү залгаарай."),
    ("kk", "Жаңа нөмірім: ⟦ph:kz⟧. Ескі нөмірге енді хабарлама жазба, ол апамда қалды."),
    ("qu", "Kayqa musuq telefonoy: ⟦ph:pe⟧. Paqarin tutamanta waqyaykamuway, ama ñawpa yupayman waqyaychu."),
    ("mi", "Kua hurihia taku nama waea: ⟦ph:nz⟧. Waea mai ā te ahiahi nei, kei te mahi au i te ata."),
    ("is", "Nýja númerið mitt er ⟦ph:is⟧ – gamla símann týndi ég í sundlauginni á laugardaginn."),
    ("ne", "मेरो नयाँ नम्बर ⟦ph:np⟧ हो, पुरानो सिम हराएकोले त्यसमा अब फोन नगर्नुहोला।"),
    ("en", "Swapped SIMs for the trip – text me on ⟦ph:uk_intl⟧ until the 20th, then I'm back on the usual one."),
    ("fr", "Pour la livraison, le coursier peut appeler ma mère au ⟦ph:fr_intl⟧, elle sera à la maison tout l'après-midi."),
    ("tl", "Ito na ang bago kong numero: ⟦ph:ph⟧. Pakisabi rin kay Tita Luz para hindi na siya tumawag sa luma."),
]

PHONE_CN_NUMERALS = [
    ("zh", "我换号了，新号码是⟦ph:cn:zh_ling⟧，以后打这个，老号下个月就停机了。"),
    ("zh", "快递员让我留个电话，我写的是⟦ph:cn:zh_yao⟧，你帮我盯一下短信。"),
    ("zh", "我妈的手机号：⟦ph:cn:daxie_s⟧，她不会用微信，有事直接打电话。"),
    ("zh-Hant", "阿嬤的新電話是⟦ph:tw:daxie_t⟧，記得週末打給她報平安。"),
    ("zh", "对讲机里报的号码是⟦ph:cn:radio⟧，那是现场负责人的私人手机。"),
    ("yue", "我新號碼係⟦ph:hk:yue⟧，舊嗰個冇用喇，有嘢就打呢個搵我。"),
    ("ja", "携帯の番号が変わりました。⟦ph:jp:ja_no⟧です。登録し直してもらえると助かります。"),
    ("ko", "제 새 번호는 ⟦ph:kr:ko⟧ 예요. 이전 번호로는 연락 안 돼요."),
]

PHONE_SEPARATORS = [
    ("ar", "رقمي الجديد ⟦ph:eg:arabic⟧، اتصل بي بعد المغرب إن شاء الله."),
    ("fa", "شماره‌ی تازه‌ام ⟦ph:ir:persian⟧ است؛ اگر خواستی با من در تماس باش."),
    ("mr", "माझा नवीन मोबाईल नंबर ⟦ph:in:deva⟧ आहे, जुना नंबर आता बंद केला आहे."),
    ("bn", "আমার নতুন নম্বর ⟦ph:bd:beng⟧, দরকার হলে সন্ধ্যার পরে ফোন দিও।"),
    ("my", "ကျွန်တော့်ဖုန်းနံပါတ်အသစ်က ⟦ph:mm:mymr⟧ ပါ၊ ညနေပိုင်း ဆက်ပါ။"),
    ("km", "លេខទូរស័ព្ទថ្មីរបស់ខ្ញុំគឺ ⟦ph:kh:khmr⟧ សូមទាក់ទងមកពេលល្ងាច។"),
    ("lo", "ເບີໂທໃໝ່ຂອງຂ້ອຍແມ່ນ ⟦ph:la:laoo⟧ ໂທມາຫາໄດ້ຕະຫຼອດ."),
    ("ja", "緊急連絡先は私の携帯 ⟦ph:jp:fullwidth⟧ にお願いします。"),
    ("hr", "Novi mi je broj ⟦ph:hr:dots⟧, stari sam ugasio kad sam promijenio operatera."),
    ("et", "Minu uus number on ⟦ph:ee:spaced⟧ – kirjuta pigem sõnum, kõnesid ma tööl ei võta."),
]

CARD = [
    ("de", "Kannst du die Hotelbuchung für mich abschließen? Meine Mastercard: ⟦card:mc5:space⟧, gültig bis 09/28, Prüfnummer 431."),
    ("pt", "Usa o cartão do meu pai pra pagar a inscrição: ⟦card:mc2:dash⟧, validade 03/29, o código de trás é 706."),
    ("id", "Tolong simpan kartu kreditku ya biar gampang belanja, nomornya ⟦card:visa:space⟧, berlaku sampai 11/27."),
    ("ro", "Numărul cardului Amex de serviciu e ⟦card:amex:space⟧, codul de pe față e 2817 – plătește tu parcarea."),
    ("ky", "Менин Мир картамдын номуру ⟦card:mir:space⟧, мөөнөтү 06/28. Билетти ушуну менен сатып ал."),
    ("ja", "JCBカードの番号は⟦card:jcb:dash⟧、有効期限は2028年4月です。予約のときに使ってください。"),
    ("zh", "银联卡号⟦card:up:none⟧，你帮我记一下，下次订机票要用。"),
    ("en", "Put the deposit on my Discover, ⟦card:disc:space⟧, exp 01/30, billing zip 60614."),
    ("vi", "Số thẻ Visa của chị gái mình là ⟦card:visa:none⟧, hạn 08/27, nhờ bạn đặt vé giúp chị ấy nhé."),
    ("lv", "Mana kartes numurs: ⟦card:mc5:dash⟧, derīga līdz 12/27, CVC 508. Pasūti, lūdzu, tās biļetes."),
]

CN_ID = [
    ("zh", "帮我填一下报名表，我的身份证号是⟦cnid⟧，其他信息你照着上次的填。"),
    ("zh", "我爸的身份证号码：⟦cnid:x⟧，给他订高铁票的时候要用。"),
    ("zh-Hant", "表哥的大陸身分證號是⟦cnid:spaced⟧，他說辦簽證要用，先幫他記下來。"),
    ("yue", "我阿媽嘅內地身份證號碼係⟦cnid⟧，幫佢買車飛要填。"),
    ("en", "My colleague from Chengdu asked me to book her train; her resident ID is ⟦cnid:x⟧."),
    ("ja", "中国の友人の身分証番号は⟦cnid:fullwidth⟧です。ホテルの予約フォームに入れておいてください。"),
]

EMAIL_OBFUSCATED = [
    ("es", "Si necesitas mandarme el contrato, escríbeme a lucia.ferrer arroba example punto org, que el correo del trabajo lo tengo bloqueado.", {"emails": ["lucia.ferrer@example.org"]}),
    ("pl", "Mój prywatny mail to kasia.nowak małpa example kropka net – na służbowy nic nie wysyłaj.", {"emails": ["kasia.nowak@example.net"]}),
    ("ru", "Пишите мне напрямую: ivan.petrov собака example точка com, в мессенджерах я редко бываю.", {"emails": ["ivan.petrov@example.com"]}),
    ("cs", "Moje soukromá adresa je jana.svobodova zavináč example tečka org, pošli mi tam ty fotky.", {"emails": ["jana.svobodova@example.org"]}),
    ("hu", "Írj nyugodtan ide: kovacs.anna kukac example pont net, ezt nézem a legtöbbet.", {"emails": ["kovacs.anna@example.net"]}),
    ("it", "Per le bozze usa la mia mail personale: giulia.rinaldi chiocciola example punto com.", {"emails": ["giulia.rinaldi@example.com"]}),
    ("el", "Στείλε μου το βιογραφικό στο nikos.pappas παπάκι example τελεία org, όχι στο εταιρικό.", {"emails": ["nikos.pappas@example.org"]}),
    ("he", "המייל הפרטי שלי: dani.levi שטרודל example נקודה com, תשלח לשם את הקבלות.", {"emails": ["dani.levi@example.com"]}),
    ("en", "Reach me off-platform: m a r c u s . o w e n (at) example (dot) net – spaces are just so the bots don't scrape it.", {"emails": ["marcus.owen@example.net"]}),
    ("zh", "我的私人邮箱是 wang.fang＠example。com，合同扫描件发这里就行。", {"emails": ["wang.fang@example.com"]}),
    ("nl", "Mijn privémail is sanne.devries apenstaartje example punt org, stuur de foto's daarheen.", {"emails": ["sanne.devries@example.org"]}),
    ("hy", "Գրիր ինձ անձնական հասցեիս՝ aram.petrosyan շնիկ example կետ net, աշխատանքայինը չեմ ստուգում։", {"emails": ["aram.petrosyan@example.net"]}),
]

PASSWORD_PIN = [
    ("en", "Guest wifi for Saturday is 'Hollyhock-5G' and the key is ⟦wifi⟧ – tell people at the door rather than posting it in the group chat."),
    ("de", "Das neue Passwort fürs Familien-NAS lautet ⟦pw_words:de⟧, hab's gerade geändert, weil Onkel Jens es noch kannte."),
    ("sw", "PIN ya M-Pesa ya mama ni ⟦pin:4⟧; ameniomba niiandike mahali fulani kwa sababu husahau mara kwa mara."),
    ("am", "የባንክ ካርዴ ሚስጥር ቁጥር ⟦pin:4⟧ ነው፤ እንዳልረሳው አስታውሰኝ።"),
    ("ha", "Kalmar sirrin imel ɗina ita ce ⟦pw_wd:ha⟧, don Allah ka adana min ita."),
    ("yo", "Ọ̀rọ̀ aṣínà Facebook mi ni ⟦pw_leet⟧, mo ti yí i padà lánàá."),
    ("so", "Erayga sirta ah ee wifi-ga guriga waa ⟦wifi⟧, marti kasta oo timaadda u sheeg."),
    ("zh", "我的QQ密码是⟦pw_pinyin⟧，你帮我记一下，我老是忘。"),
    ("ja", "今届いた認証コードは⟦otp⟧です。代わりにログイン画面に入力してもらえますか。"),
    ("ko", "현관 비밀번호는 ⟦pin:6⟧ 이야. 택배 오면 안에 좀 넣어줘."),
    ("fr", "Le digicode de l'immeuble a changé : ⟦digicode⟧, puis porte B au troisième à gauche."),
    ("es", "Te paso mis códigos de respaldo de Google por si pierdo el móvil: ⟦backup_codes⟧."),
    ("pt", "Frase de recuperação da minha carteira: ⟦seed12⟧. Guarda isso pra mim, por favor."),
    ("tr", "Güvenlik sorusu 'ilk evcil hayvanınızın adı' – cevabı ⟦sec_answer:tr⟧, unutursam bana hatırlat."),
    ("vi", "Mật khẩu ngân hàng điện tử của bố mình là ⟦pw_rand:14⟧, bố nhờ mình lưu lại giùm."),
    ("ta", "என் ஜிமெயில் கடவுச்சொல் ⟦pw_words:en⟧, மறந்துட்டா எனக்கு நினைவுபடுத்து."),
    ("km", "លេខកូដសម្ងាត់ ATM របស់ខ្ញុំគឺ ⟦pin:4⟧ សូមចាំទុកឱ្យខ្ញុំផង។"),
    ("uz", "Uydagi Wi-Fi paroli: ⟦wifi⟧ – mehmonlar so'rasa, shuni aytib qo'y."),
    ("eu", "Etxeko alarmaren kodea ⟦pin:4⟧ da; sartu bezain laster desaktibatu, mesedez."),
    ("cy", "Cyfrinair y llwybrydd yw ⟦pw_rand:12⟧ – paid â'i rannu efo neb y tu allan i'r teulu."),
    ("ga", "Is é ⟦pw_phrase:ga⟧ mo phasfhocal nua don ríomhphost, scríobh síos é dom."),
    ("lt", "Spintelės kodas sporto klube – ⟦combo⟧, užsirašyk, nes aš visada pamirštu."),
    ("haw", "ʻO ⟦pin:4⟧ ka helu huna o kaʻu kāleka panakō; mai poina ʻoe."),
    ("mg", "Ny tenimiafiko vaovao amin'ny Facebook dia ⟦pw_wd:mg⟧, tehirizo ho ahy azafady."),
    ("en", "PIN for the shared card, spelled out so autocorrect doesn't mangle it: ⟦pin_words:en⟧."),
    ("pt", "A senha do cartão da vó é ⟦pin_words:pt⟧ – ela pediu pra eu sacar a aposentadoria dela."),
    ("nl", "Wachtwoord voor de boekhouding, gespeld zodat je het over de telefoon kunt doorgeven: ⟦nato_pw⟧."),
    ("hi", "मेरा नेटबैंकिंग पासवर्ड ⟦pw_leet⟧ है, इसे कहीं नोट कर लो।"),
    ("ru", "PUK-код от симки: ⟦puk⟧, телефон заблокировался после трёх неправильных попыток."),
    ("ceb", "Ang password sa akong email kay ⟦pw_wd:ceb⟧, ayaw kalimti ha. Login lang ka sa server 203.0.113.45 kung kinahanglan."),
]

URL_CREDENTIALS = [
    ("en", "Staging DB is back up: postgres://appsvc:⟦pw_url⟧@db-staging.example.net:5432/orders – ping me if it times out."),
    ("de", "Hier der FTP-Zugang für die Druckerei: ftp://druckerei:⟦pw_url⟧@files.example.com/upload – bitte nur PDFs hochladen."),
    ("es", "En el .env del worker pon REDIS_URL=redis://:⟦pw_url⟧@cache.example.org:6379/0 y reinicia."),
    ("gl", "A cadea de conexión que funciona é mongodb+srv://informes:⟦pw_url⟧@cluster0.example.net/vendas, proba con ela."),
    ("fr", "Ajoute ça dans ton ~/.netrc :\nmachine ftp.example.net\nlogin claire.b\npassword ⟦pw_rand:16⟧"),
    ("ja", "リモートはこれで設定して：git remote set-url origin https://oauth2:⟦key_gitlab⟧@gitlab.example.com/team/app.git"),
    ("jv", "Iki URL-e kanggo laporan: mysql://laporan:⟦pw_url⟧@192.0.2.44:3306/dodolan, aja disebar ya."),
    ("sl", "Za pošiljanje iz skripte uporabi smtps://pisarna:⟦pw_url⟧@mail.example.org:465, to je račun pisarne."),
]

SECRET_KEY_FORMATS = [
    ("en", "Here's the IAM pair for the backup job, paste it into ~/.aws/credentials:\n[default]\n⟦key_aws⟧"),
    ("ko", "배포 스크립트에 쓸 깃허브 토큰이야: ⟦key_github⟧ 다음 주에 만료돼."),
    ("nl", "De Slack-bot doet het weer, token is ⟦key_slack⟧ – zet hem in de secrets van de pipeline."),
    ("it", "Chiave live di Stripe per il negozio: ⟦key_stripe⟧, mettila nel pannello di configurazione."),
    ("vi", "API key Google Maps của dự án: ⟦key_google⟧, đừng để lộ lên GitHub nhé."),
    ("pl", "Klucz do API, którego używam w skrypcie: ⟦key_openai⟧ – wklej go w zmiennej środowiskowej."),
    ("da", "Tilføj dette i .npmrc, så kan du publicere pakken:\n//registry.example.com/:_authToken=⟦key_npm⟧"),
    ("fa", "توکن ربات تلگرام ما: ⟦key_telegram⟧ — در فایل تنظیمات بگذارش."),
    ("uk", "Токен Hugging Face для завантаження моделей: ⟦key_hf⟧, він з правом запису."),
    ("cs", "Sem je sessionový token z produkce, ať můžeš testovat jako admin: ⟦key_jwt⟧"),
]

PII_OTHER = [
    # IBANs
    ("is", "Millifærðu leiguna inn á reikninginn minn: ⟦iban:IS⟧, merkt „júlí“. Takk fyrir!"),
    ("mt", "Il-IBAN tiegħi huwa ⟦iban:MT⟧, ibgħat il-flus tal-kera hemm sal-Ġimgħa."),
    ("et", "Palun kanna laenatud raha tagasi mu kontole ⟦iban:EE⟧, selgituseks kirjuta „kontserdipiletid“."),
    ("ka", "ჩემი ანგარიშის ნომერია ⟦iban:GE⟧, ხელფასი ამ ანგარიშზე ჩამირიცხეთ."),
    ("lb", "Meng IBAN fir d'Paie ass ⟦iban:LU⟧, kanns du dat der Personalabteilung weiderginn?"),
    ("kk", "Менің шот нөмірім: ⟦iban:KZ⟧. Ақшаны осы шотқа аударыңыз."),
    # national numbers
    ("xh", "Inombolo yesazisi sikamama ngu-⟦za_id⟧; ndicela uyibhale kwifom yesibhedlele."),
    ("ku", "Hejmara nasnameya min a TC ⟦tr_tc⟧ e, ji kerema xwe di formê de binivîse."),
    ("es", "Para el arriendo necesitan mi RUT: ⟦cl_rut⟧. ¿Me ayudas a llenar el formulario?"),
    ("be", "Мой PESEL – ⟦pesel⟧, упішы яго ў заяву на карту пабыту, калі ласка."),
    ("kn", "ನನ್ನ ಅಜ್ಜಿಯ ಆಧಾರ್ ಸಂಖ್ಯೆ ⟦aadhaar⟧, ಪಿಂಚಣಿ ಅರ್ಜಿಯಲ್ಲಿ ಇದನ್ನು ತುಂಬಿಸು."),
    ("se", "Mu persovdnanummir lea ⟦hetu⟧, čále dan skovvái go ohcat doaktáraáiggi."),
    ("so", "Lambarka shakhsiga ah ee wiilkayga waa ⟦pnr_se⟧, ku qor foomka dugsiga."),
    ("fy", "Myn BSN is ⟦bsn⟧, wolst it foar my op it formulier fan de gemeente ynfolje?"),
    ("ca", "El meu DNI és ⟦dni⟧; posa'l a la sol·licitud de la beca, si us plau."),
    ("ht", "CPF mwen se ⟦cpf⟧, mete l nan fòm lojman an pou mwen tanpri."),
    ("nn", "Fødselsnummeret til dottera mi er ⟦no_fnr⟧ – ho treng det på skjemaet til tannlegen."),
    # passports
    ("or", "ମୋ ପାସପୋର୍ଟ ନମ୍ବର ⟦passport:in⟧, ଭିସା ଫର୍ମରେ ଏହାକୁ ଲେଖିଦିଅ।"),
    ("ilo", "Daytoy ti MRZ ti pasaporte ni nanangko para iti booking:\n⟦mrz⟧"),
    ("sm", "O le numera o laʻu tusi folau o ⟦passport:nz⟧; faʻaaogā mo le tusi pasese i Aukilani."),
    # street addresses (street names invented)
    ("lo", "ທີ່ຢູ່ຂອງແມ່ຂ້ອຍ: ເຮືອນເລກທີ 47, ຖະໜົນດອກຈຳປາຂາວ, ບ້ານໂພນສະອາດ, ນະຄອນຫຼວງວຽງຈັນ. ສົ່ງເຄື່ອງໄປບ່ອນນັ້ນເດີ."),
    ("si", "මගේ අලුත් ලිපිනය: 28/3, කැකුණ මාවත, පොල්ගහවත්ත පාර, නුගේගොඩ. පාර්සලය එතැනට එවන්න."),
    ("tpi", "Haus bilong mi i stap long Seksen 19, Lot 42, Kapiak Rot, Boroko. Salim pasel i kam long dispela ples."),
    ("gd", "Seo an seòladh ùr agam: 12 Sràid na Caillich Bhàin, Port Ruadh, IV51 9ZQ. Cuir na litrichean an sin."),
]

PII_SPLIT_KV = [
    ("de", {"key": "IBAN Gehaltskonto: ", "secret": "iban:DE", "value": " (bitte für die Überweisung nutzen)"}),
    ("sw", {"key": "nenosiri la benki: ", "secret": "pw_words:sw", "value": ""}),
    ("ja", {"key": "自宅の携帯：", "secret": "ph:jp:dash", "value": "（夜のみ）"}),
    ("pt", {"key": "cartão de crédito ", "secret": "card:visa:space", "value": " val 08/29"}),
    ("hi", {"key": "आधार नंबर ", "secret": "aadhaar", "value": " (माँ का)"}),
    ("ro", {"key": "Parola contului de e-mail: ", "secret": "pw_rand:15", "value": " — n-o schimba"}),
    ("tr", {"key": "TC kimlik no: ", "secret": "tr_tc", "value": ""}),
    ("ms", {"key": "No. telefon peribadi: ", "secret": "ph:my", "value": " (WhatsApp)"}),
]

FAMILIES = [
    ("phone_intl", PHONE_INTL),
    ("phone_cn_numerals", PHONE_CN_NUMERALS),
    ("phone_separators", PHONE_SEPARATORS),
    ("card", CARD),
    ("cn_id", CN_ID),
    ("email_obfuscated", EMAIL_OBFUSCATED),
    ("password_pin", PASSWORD_PIN),
    ("url_credentials", URL_CREDENTIALS),
    ("secret_key_formats", SECRET_KEY_FORMATS),
    ("pii_other", PII_OTHER),
    ("pii_split_kv", PII_SPLIT_KV),
]
