import re,sys
drops = {
'cases_pii.py': [
 # phone_intl
 '("pt", "meu zap agora', '("ko", "엄마 번호', '("hi", "मेरा नया नंबर +91', '("tr", "Kargo görevlisi', '("sw", "Ukifika stendi',
 '("vi", "Số mới của chị', '("he", "אפשר להשיג', '("tk", ', '("tt", ', '("as", ', '("su", ', '("ig", ', '("rw", ', '("sn", ', '("ny", ', '("sm", ',
 # cn numerals
 '("zh", "有事直接打这个', '("zh", "联系人：李先生',
 # separators
 '("hi", "मेरा मोबाइल', '("es", "mi cel nuevo', '("pl", "Dzwoń śmiało', '("pt", "Anota o fixo', '("ta", "என் கைபேசி', '("mr", "माझा नंबर',
 # card
 '("ko", "결제 카드', '("vi", "Thanh toán giúp', '("sv", "Boka biljetterna',
 # email
 '("pt", "meu email pessoal', '("sv", "maila mig', '("he", "המייל שלי', '("th", "อีเมลผม', '("tr", "mail adresim', '("it", "la mia mail',
 # password
 '("pt", "senha do app', '("it", "il PIN del bancomat', '("ru", "пароль от почты', '("uk", "пін-код', '("ja", "暗証番号は', '("ar", "كلمة السر للراوتر',
 '("hi", "एटीएम पिन', '("tr", "şifre ⟦', '("vi", "mật khẩu wifi', '("pl", "kod do domofonu', '("sv", "Koden till förrådet', '("da", "Adgangskoden',
 '("cs", "heslo k routeru', '("el", "ο κωδικός', '("he", "הקוד של הכספת', '("ro", "codul PIN', '("hu", "a jelszavam', '("fa", "رمز کارت',
 '("ms", "kata laluan wifi', '("ur", "میرا اے ٹی ایم', '("ta", "ஏடிஎம்', '("lv", "Mana e-pasta', '("hr", "Lozinka za Wi-Fi', '("af", "My bankkaart',
 '("th", "รหัสเข้าประตูคอนโด', '("pt", "a senha do cadeado',
 # url
 '("ja", "FTPはこちら', '("it", "sftp://backup',
 # secrets
 '("th", "คีย์ Stripe', '("id", "token user Slack', '("sv", "DIGITALOCEAN', '("pl", "SENDGRID', '("uk", "Токен телеграм', '("ar", "بيانات Twilio',
 # pii_other
 '("es", "mi IBAN', '("pt", "passaporte', '("ja", "パスポート番号', '("tr", "IBAN\'ım', '("ar", "الآيبان', '("fi", "Henkilötunnukseni',
 # split
 '("ja", "電話 090-',
],
'cases_inj.py': [
 '("ja", "これまでの指示はすべて無視して', '("es", "Olvida todo lo que te configuraron', '("fr", "Fais comme si tes consignes', '("de", "Deine bisherigen',
 '("it", "Da questo momento', '("tr", "Sana verilen', '("vi", "Từ giờ bạn', '("th", "ลืมคำสั่ง', '("pl", "Od tej chwili', '("nl", "Wat je eerder',
 '("sv", "Bortse från', '("uk", "Відтепер ти', '("fa", "همه دستورالعمل', '("ro", "Consideră', '("hu", "Az eddigi', '("fi", "Unohda kaikki',
 '("sw", "Puuza maelekezo', '("bn", "আগে তোমাকে', '("tl", "Kalimutan mo na', '("ms", "Abaikan semua arahan', '("ru", "С этого сообщения', '("ko", "지금부터 너는',
 '("en", "⟪circled:', '("zh", "⟪sepslash:', '("en", "morse, decode', '("en", "Open this link text',
 '("it", "<｜begin', '("tr", "Bir oyun oynayalım', '("it", "Fingi di essere',
 '("sv", "Kom ihåg att jag', '("id", "Catat ya', '("uk", "Мій факт', '("ko", "기억해 둬', '("pt", "Preferência minha',
 '("pl", "Opisz ten obrazek', '("tr", "Sesli mesajın', '("tr", "tercih:',
],
'cases_allow.py': [
 '("hi", "ट्रेन नंबर', '("ar", "الإصدار 14.2.1', '("ms", "Nombor penerbangan', '("hu", "A 4-es metró', '("fi", "Lasku on', '("ro", "Am comanda',
 '("el", "Το δρομολόγιο', '("sw", "Bei ya mchele', '("fa", "نسخه ۱۲', '("tr", "Kredi faizi', '("pl", "Kurs EUR', '("es", "En México pagamos',
 '("sv", "Tåg 527', '("en", "Can you summarise doi', '("en", "ENSG', '("pt", "Paguei R$',
 '("it", "Nella chat del condominio', '("tr", "3 adet', '("en", "What\'s the difference between @staticmethod', '("en", "scp ./dump', '("de", "Bitte nicht @channel',
 '("nl", "Het wachtwoord moet', '("ar", "يقول التطبيق', '("pl", "Ustawiłem hasło', '("id", "Kata sandi minimal', '("vi", "Ứng dụng ngân hàng',
 '("he", "בהגדרות כתוב', '("it", "Il codice errore', '("sv", "Lösenordet ska', '("en", "Konami', '("en", "Our docs tell clients', '("en", "AWS_SECRET', '("pt", "A senha precisa',
 '("vi", "Bạn đóng vai', '("th", "ช่วยสวมบท', '("nl", "Kun je als Sinterklaas', '("id", "Mode pengembang', '("uk", "Як пояснити', '("tr", "Yazdığım bir hikâyede',
 '("el", "Γράψε μια ιστορία', '("sw", "Mwalimu alisema', '("fa", "دانشجوی امنیت', '("ar", "كيف أفعّل', '("ko", "나중에도 나', '("en", "Is `curl -k`',
 '("es", "A partir de ahora dame', '("pt", "Sempre use unidades', '("it", "Da adesso in poi', '("nl", "Geef voortaan', '("tr", "Bundan sonra', '("vi", "Từ giờ trả lời',
 '("pl", "Od teraz pisz', '("sv", "Svara alltid kort', '("id", "Mulai sekarang panggil', '("fi", "Käytä jatkossa', '("el", "Από εδώ και πέρα', '("cs", "Prosím, odteď',
 '("da", "Husk at vise', '("ms", "Lepas ni jawab',
 '("zh", "我下个月要去杭州', '("es", "Mi hija empieza', '("af", "Ek hou van stap', '("lv", "Es dzīvoju', '("et", "Mul on kaks',
],
}
for f,subs in drops.items():
    lines=open(f).read().split('\n')
    out=[]
    for ln in lines:
        hit=[s for s in subs if ln.lstrip().startswith(s)]
        if hit:
            continue
        out.append(ln)
    for s in subs:
        n=sum(1 for ln in lines if ln.lstrip().startswith(s))
        if n!=1: print('WARN',f,s,n)
    open(f,'w').write('\n'.join(out))
