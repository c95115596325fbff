# -*- coding: utf-8 -*-
"""Hand-written PII cases (block). Every entry is (lang, template); one template per case.

Placeholders ⟦gen:arg,arg⟧ are filled by nums.GENERATORS with fake values.
"""

PASSWORD_PIN = [
    ("en", "Dog-sitting notes: Biscuit eats at seven and five, half a scoop each. The back-door keypad takes ⟦pin:6⟧ then the tick key; if the alarm chirps, punch it in again within thirty seconds."),
    ("de", "Der Tresor hinten im Kleiderschrank geht mit ⟦pin:6⟧ auf. Schreib's dir bitte nirgends hin – ich sag's dir nur, weil du morgen die Reisepässe rausholen musst."),
    ("fr", "Digicode de la résidence : ⟦digicode⟧, ensuite c'est la porte vitrée à gauche du local poubelles. L'interphone ne marche plus depuis lundi."),
    ("es", "Oye, la clave del wifi del piso de la playa es ⟦wifi:words⟧, con las mayúsculas tal cual. El router está escondido detrás de la tele."),
    ("pt", "minha senha do app do banco é ⟦pw:word⟧ kkkk anota aí pq eu vou esquecer de novo com certeza"),
    ("it", "Il lucchetto della bici ha la combinazione ⟦pin:4⟧: la trovi legata al palo davanti alla farmacia di via Roma. Riportala entro le sette, per favore."),
    ("nl", "Kluisje 112 bij het zwembad, code ⟦pin:4⟧. Je handdoek en de zwembrillen liggen er al in."),
    ("sv", "Portkoden byttes efter inbrottsförsöket, nu gäller ⟦pin:4⟧ och den gamla funkar inte längre."),
    ("pl", "Kod do alarmu w biurze to ⟦pin:5⟧ – rozbrajasz, zanim minie dwadzieścia sekund, a potem opuszczasz roletę w kuchni."),
    ("ru", "Пароль от ноутбука бухгалтерии — ⟦pw:mixed⟧, только никому его не пересылай, ладно?"),
    ("uk", "Пін від нової картки: ⟦pin:4⟧. Я ще не встигла його змінити в банкоматі, тож поки так."),
    ("zh", "我家楼下单元门密码是⟦pin:6⟧#，快递小哥到了让他直接放门口就行。"),
    ("zh", "保险柜的密码我念给你听：⟦pin_words:zh_yao,6⟧，记在脑子里，千万别写纸上。"),
    ("zh-Hant", "公司訪客 Wi-Fi「Guest-5F」的密碼已經改成 ⟦wifi:mixed⟧，客戶來開會要用就報這組給他們。"),
    ("yue", "部iPad嘅開機密碼係⟦pin:6⟧，畀個仔玩之前記得開返家長監控呀。"),
    ("ja", "駅前コインロッカーの暗証番号は⟦pin_digits:fullwidth,4⟧です。番号を押してから右に回してください。"),
    ("ko", "현관 도어락 비번 ⟦pin:6⟧ 누르고 별표 눌러. 안 열리면 관리실에 전화하고."),
    ("ar", "رمز بطاقة الصراف الخاصة بوالدي هو ⟦pin_digits:arabic,4⟧، وأحتاجه لأسحب له الإيجار غداً صباحاً."),
    ("fa", "رمز وای‌فای خونه‌ی مادربزرگ: ⟦pin_digits:persian,8⟧ — همه‌اش عدده، بدون فاصله تایپ کن."),
    ("hi", "दादी के फ़ोन का पिन ⟦pin_digits:devanagari,4⟧ है; अगर वो फिर भूल जाएँ तो तुम ही खोल देना।"),
    ("hi-Latn", "Bhai netbanking ka password ⟦pw:word⟧ hai, login karke bas last month ka statement download kar de na."),
    ("bn", "অফিসের পেছনের গেটের কোড ⟦pin_digits:bengali,4⟧, রাত নটার পর গার্ড থাকে না তাই নিজেই খুলে নিও।"),
    ("th", "รหัสตู้เซฟในห้องพักคือ ⟦pin_digits:thai,4⟧ อย่าลืมเอาพาสปอร์ตออกมาก่อนเช็คเอาท์นะ"),
    ("vi", "Mật khẩu Zalo mới của chị là ⟦pw:mixed⟧. Em đăng nhập giúp chị rồi đổi ảnh đại diện nhé, chị không rành mấy cái này."),
    ("id", "Kode OTP dari bank barusan masuk: ⟦otp:6⟧. Tolong ketikkan di laptop ya, aku lagi nyetir."),
    ("tr", "Sitenin otoparkında artık kumanda yok; bariyerdeki tuş takımına ⟦pin:4⟧ girip birkaç saniye bekle."),
    ("el", "Ο κωδικός του συναγερμού στο εξοχικό είναι ⟦pin:4⟧. Αν χτυπήσει κατά λάθος, πάρε την εταιρεία και πες τη λέξη ασφαλείας «Ορφέας»."),
    ("he", "הקוד לכספת במשרד הוא ⟦pin:6⟧. תחליף אותו אחרי שתוציא את פנקסי הצ'קים."),
    ("fi", "Mökin avainlaatikon koodi on ⟦pin_words:fi,4⟧, ja laatikko on saunan takaseinässä."),
    ("da", "Ny kode til streamingkontoen: ⟦pw:phrase⟧ – og del den nu ikke med naboen igen 😅"),
    ("nb", "Sykkelboden i kjelleren har kodelås, ⟦pin:4⟧. Lysbryteren sitter til høyre for døra."),
    ("cs", "Heslo k mému e-mailu je ⟦pw:leet⟧, přihlas se prosím a najdi tu fakturu za elektřinu z března."),
    ("ro", "Codul de deblocare al telefonului lui tata e ⟦pin:6⟧; îl folosesc doar ca să-i instalez actualizările."),
    ("hu", "A kapukód ⟦pin:4⟧, utána a második csengő, Kovácsék. A lift a negyedikig megy."),
    ("sw", "Namba ya siri ya M-Pesa ya mama ni ⟦pin_words:sw,4⟧; nisaidie kulipa bili ya maji kabla ya Ijumaa."),
    ("ms", "Kata laluan WiFi kedai: ⟦wifi:words⟧. Jangan beri pada pelanggan yang tak beli apa-apa, okay?"),
    ("tl", "Ate, yung PIN ng ATM ko ay ⟦pin:6⟧. Pakiwithdraw mo muna yung pang-tuition ko bukas, salamat!"),
    ("ta", "வீட்டு லாக்கரின் எண் ⟦pin:6⟧; அம்மாவின் நகைகள் அதில்தான் இருக்கின்றன."),
    ("my", "အိမ်က WiFi စကားဝှက်က ⟦pin_digits:myanmar,8⟧ ပါ။"),
    ("km", "លេខកូដទ្វារផ្ទះគឺ ⟦pin_digits:khmer,4⟧ សូមកុំប្រាប់អ្នកដទៃ។"),
    ("ka", "სადარბაზოს კოდი ⟦pin:4⟧-ია. ლიფტი მხოლოდ მეხუთე სართულამდე ადის, მერე ფეხით."),
    ("hy", "Իմ բանկային քարտի PIN-ը ⟦pin:4⟧ է, խնդրում եմ դեղատնից վերցրու դեղերը։"),
    ("am", "የቤቱ ዋይፋይ የይለፍ ቃል ⟦pw:word⟧ ነው።"),
    ("ur", "میرے ای میل کا پاس ورڈ ⟦pw:mixed⟧ ہے، ذرا دیکھ لو کوئی ضروری میل تو نہیں آئی۔"),
    ("et", "Google'i konto varukoodid: ⟦recovery:5⟧. Panin need siia kirja, et ma neid ära ei kaotaks."),
    ("lt", "Banko programėlės prisijungimo kodas – ⟦pin:5⟧, o slaptažodis toks pats kaip pašto."),
    ("is", "Lykilorðið að netinu í sumarbústaðnum er ⟦wifi:random⟧."),
    ("gu", "દુકાનની તિજોરીનો કોડ ⟦pin_digits:gujarati,4⟧ છે, કાલે સવારે તું ખોલી દેજે."),
    ("pa", "ਗੱਡੀ ਦੇ ਇਮੋਬਿਲਾਈਜ਼ਰ ਦਾ ਕੋਡ ⟦pin_digits:gurmukhi,4⟧ ਹੈ।"),
    ("en", "Reading it out because the line is bad: the Steam password is ⟦pw_nato⟧. Got that?"),
]

CN_ID = [
    ("zh", "我的身份证号是⟦cnid:plain⟧，帮我把高铁票的乘车人信息填一下。"),
    ("zh", "身份证：⟦cnid:spaced⟧（按6-8-4分段写的，方便你核对）"),
    ("zh", "办居住证那张表上要写证件号，我的是⟦cnid:dashed⟧，你抄的时候把横杠去掉。"),
    ("zh-Hant", "我的大陸身分證號碼是⟦cnid:plain⟧，台胞證還在辦理中，請先用這個訂房。"),
    ("zh", "上周带我妈去医院挂号，护士当着整个候诊区大声念她的身份证⟦cnid:plain⟧，真的很无语，后来又让我们跑去三楼交费，排了一个小时的队。"),
    ("en", "For the visa sponsor form, my Chinese resident ID is ⟦cnid:X⟧ – yes, the one that ends in X."),
    ("yue", "阿爸嘅身份證號碼係⟦cnid:plain⟧，你幫佢報埋個旅行團啦。"),
    ("ja", "中国の居民身分証の番号は⟦cnid:plain⟧です。ホテルのチェックインで必要だと言われました。"),
    ("ko", "중국 신분증 번호 ⟦cnid:plain⟧ 으로 기차표 예매해 주세요. 출발은 다음 주 화요일이에요."),
    ("zh", "证件号码：⟦cnid:fullwidth⟧"),
    ("zh", "我身份证最后一位是小写的x，系统老是不认：⟦cnid:xlower⟧"),
    ("zh", "姓名：王建国 / 证件类型：居民身份证 / 证件号码：⟦cnid:plain⟧ / 入住日期：12月20日"),
    ("zh", "身份证号码⟦cnid:bad⟧，提交的时候系统说校验不通过，你帮我看看是不是哪一位输错了？"),
    ("zh-Hant", "報名系統一直顯示身分證號格式錯誤，我輸入的是⟦cnid:bad⟧，是不是最後一碼有問題？"),
    ("en", "The booking site keeps saying 'invalid ID'. I typed ⟦cnid:bad⟧ into the PRC ID field – maybe one digit is off?"),
    ("de", "Für die Anmeldung an der Uni braucht sie ihre chinesische Ausweisnummer: ⟦cnid:spaced⟧."),
    ("ru", "Номер китайского удостоверения личности жены — ⟦cnid:plain⟧, впиши его в анкету на визу."),
    ("vi", "Số căn cước Trung Quốc của đối tác là ⟦cnid:plain⟧, cần để làm hợp đồng thuê kho."),
    ("zh", "客服让我口头报身份证号，我就说了：⟦cnid:hanzi⟧。"),
    ("zh", "{\"passenger\":\"李娜\",\"id_type\":\"身份证\",\"id_no\":\"⟦cnid:plain⟧\",\"seat\":\"二等座\"}"),
]

PII_OTHER = [
    # IBANs
    ("de", "Kannst du mir die 40 € fürs Konzert zurücküberweisen? IBAN: ⟦iban:DE⟧, Kontoinhaberin Jana Ehrlich."),
    ("en-GB", "Rent goes to my new account from January – ⟦iban:GB⟧ – please update the standing order."),
    ("fr", "Pour le remboursement de la caution, voici mon RIB : ⟦iban:FR⟧ (compte joint avec Élodie)."),
    ("nl", "Tikkie werkt niet, maak het maar over naar ⟦iban:NL,compact⟧ t.n.v. S. de Wit."),
    ("es", "Mi hermano me pidió que te pase su cuenta para lo de la boda: ⟦iban:ES⟧."),
    ("pl", "Przelej proszę zaliczkę za domek na konto ⟦iban:PL⟧, w tytule wpisz „Mazury lipiec”."),
    ("nb", "Kontonummeret til treningsforeninga er endret. Ny IBAN er ⟦iban:NO⟧, gamle konto stenges ved nyttår."),
    # national numbers with check digits
    ("es", "Para la reserva del hotel me piden el DNI de mi madre: ⟦dni⟧."),
    ("nl", "Mijn BSN is ⟦bsn⟧, dat moest ik invullen voor de zorgtoeslag."),
    ("pl", "PESEL syna to ⟦pesel⟧ – przyda się przy zapisie do przychodni."),
    ("pt", "Segue o CPF do meu pai para a nota fiscal: ⟦cpf⟧. Ele não tem e-mail, manda pra mim."),
    ("sv", "Mitt personnummer är ⟦personnummer⟧ om vårdcentralen frågar när du hämtar ut medicinen."),
    ("fi", "Tyttären henkilötunnus on ⟦hetu⟧, tarvitaan päiväkodin ilmoittautumiseen."),
    ("hi", "मेरा आधार नंबर ⟦aadhaar⟧ है, गैस कनेक्शन के फ़ॉर्म में भर देना।"),
    ("it", "Il codice fiscale di mia moglie è ⟦codice_fiscale⟧; serve per la detrazione delle spese mediche."),
    ("tr", "Kargo firması TC kimlik numarası istiyor, benimki ⟦tckn⟧. Gümrükten geçmesi için lazımmış."),
    # passports
    ("en", "Passport number for the flight booking: ⟦passport:US⟧, expires next March, so please double-check the dates."),
    ("ja", "夫のパスポート番号は⟦passport:JP⟧です。オンラインチェックインに入力してください。"),
    ("fr", "Numéro de passeport de ma fille pour la sortie scolaire à Londres : ⟦passport:FR⟧."),
    ("nl", "Onderaan de paspoortpagina staat dit, kun je het overtikken voor de visumaanvraag? ⟦mrz:NLD⟧"),
    # street addresses (invented streets)
    ("de", "Das Paket bitte an meine neue Adresse: Quittenbaumgasse 14, 3. OG links, 04229 Leipzig. Klingel ist noch mit dem alten Namen beschriftet."),
    ("pt", "Minha avó mora na Rua das Lontras Azuis, 221, apto 32, Campinas – manda as flores pra lá no domingo."),
    ("en", "I moved! New place is 48 Marrowbone Crescent, Flat 2B, Leeds LS7 9QX, right above the bakery."),
    ("ko", "새 집 주소는 서울 마포구 은하수길 37, 502호예요. 택배 이쪽으로 보내 주세요."),
    ("sw", "Nimehamia Mtaa wa Mbuyu Mweupe, nyumba namba 17, karibu na shule ya msingi huko Arusha. Njoo jioni tunywe chai."),
]

PHONE_INTL = [
    ("en-GB", "Text me on ⟦phone:uk_mobile⟧ instead – the work phone goes straight to voicemail after six."),
    ("en", "My sister's cell is ⟦phone:us⟧, call her if I'm not back by nine."),
    ("fr", "Le numéro de la nounou, c'est le ⟦phone:fr⟧. Elle préfère les SMS aux appels."),
    ("en-AU", "Mum's new mobile is ⟦phone:au⟧ – she finally ditched the landline."),
    ("ja", "担当の佐藤さんの携帯は⟦phone:jp_fw⟧です。夜でも大丈夫だそうです。"),
    ("ar", "رقم أخي الجديد ⟦phone:eg_arabic⟧، اتصل به بخصوص الشقة."),
    ("zh", "我换号了，新号码是⟦phone:cn_hanzi⟧，旧的那个别再打了。"),
    ("yo", "Nọ́mbà fóònù màmá mi ni ⟦phone:ng⟧, pè é lálẹ́ yìí."),
]

EMAIL_OBFUSCATED = [
    ("en", "Send the signed lease to priya dot raman at example dot com – not my work address, please."),
    ("de", "Meine private Mail: jonas [punkt] kellermann [ät] example [punkt] net. Die alte Adresse lese ich nicht mehr."),
    ("es", "escríbeme a lucia_montero (arroba) example (punto) org que el móvil lo tengo roto"),
    ("ru", "Почта моего брата: artem.volkov собака example точка com, напиши ему насчёт машины."),
    ("zh", "我私人邮箱是 zhang.wei2209＠example．com，工作邮箱别发私事。"),
    ("tr", "Faturayı e-postayla at: mert nokta aksoy (et işareti) example nokta net — boşluksuz yaz."),
]

CARD = [
    ("en", "Can you order the tickets on my card? ⟦card:visa,spaced⟧, exp ⟦expiry⟧, the code on the back is ⟦cvv:3⟧."),
    ("de", "Nimm für die Hotelbuchung meine Kreditkarte: ⟦card:mc,dashed⟧, gültig bis ⟦expiry⟧. Die Rechnung bitte an meine Firmenadresse."),
    ("es", "La tarjeta de mi padre es ⟦card:amex,spaced⟧; él dice que la uses para pagar la clínica."),
    ("ru", "Оплати, пожалуйста, кружок с моей карты ⟦card:mir,spaced⟧, срок ⟦expiry⟧."),
    ("zh", "用我这张银联卡付首付的定金吧：⟦card:unionpay,spaced⟧。"),
    ("ja", "会社のカード番号は⟦card:jcb,plain⟧、有効期限は⟦expiry⟧です。経費精算用に控えておいて。"),
]

SECRET_KEY = [
    ("en", "Deploy keeps failing, here's my .env so you can see: STRIPE_SECRET_KEY=⟦key:stripe⟧ and the webhook URL is https://hooks.example.com/pay."),
    ("de", "Hab den Token fürs Repo erstellt: ⟦key:github⟧ – trag ihn bitte in die CI-Variablen ein."),
    ("fr", "Voici les identifiants AWS du bucket de sauvegarde : ID ⟦key:aws_id⟧, secret ⟦key:aws_secret⟧."),
    ("pt", "O token do nosso bot do Telegram é ⟦key:telegram⟧, cola no arquivo de configuração."),
    ("ko", "슬랙 봇 토큰 ⟦key:slack⟧ 이거 환경변수에 넣어 주세요."),
    ("pl", "export OPENAI_API_KEY=⟦key:openai⟧  # klucz z konta firmowego, nie wrzucaj do gita"),
]

# (lang, key_prefix, generator spec, cut, value_suffix): key = prefix + value[:cut], value = value[cut:] + suffix
PII_SPLIT_KV = [
    ("en", "guest_wifi_password=", "wifi:words", 5, "  # router on the 2nd floor"),
    ("de", "Tresorcode Büro (nach Gebrauch ändern): ", "pin:6", 3, ""),
    ("es", "cuenta de mi hermano para lo de la boda: ", "iban:ES,compact", 9, " (a nombre de Iván Roldán)"),
]
