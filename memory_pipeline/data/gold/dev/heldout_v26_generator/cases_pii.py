"""PII families of heldout-v26. Every sentence is hand-written; one template per case."""
from common import kv_secret, mk
from nums import V

NATO = {"A": "Alfa", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "I": "India", "J": "Juliett", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November",
        "O": "Oscar", "P": "Papa", "Q": "Quebec", "R": "Romeo", "S": "Sierra", "T": "Tango", "U": "Uniform",
        "V": "Victor", "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu"}
EN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
CEB_DIGITS = ["sero", "usa", "duha", "tulo", "upat", "lima", "unom", "pito", "walo", "siyam"]
SEED_WORDS = ["orbit", "velvet", "canyon", "harbor", "pencil", "tundra", "maple", "violin", "ember", "glacier",
              "saddle", "lantern", "cobalt", "meadow", "rocket", "walnut", "falcon", "timber", "marble", "quiver",
              "nectar", "pepper", "summit", "jungle", "anchor", "bamboo", "crystal", "dolphin", "fabric", "gravel",
              "hollow", "island", "jacket", "kettle", "ladder", "mirror", "noodle", "oyster", "puzzle", "ribbon"]


def nato(raw):
    out = []
    for c in raw:
        if c.isalpha():
            out.append(("capital " if c.isupper() else "") + NATO[c.upper()])
        else:
            out.append(EN_DIGITS[int(c)])
    return V(", ".join(out), "secret", raw)


def passport_de(g):
    return V(g.pick("CFGHJK") + g.chars("CFGHJKLMNPRTVWXYZ0123456789", 8), "passport")


def build(g):
    C = []
    add = C.append

    # ------------------------------------------------------------------ phone_intl (15)
    F = "phone_intl"
    add(mk(F, "en", "Voicemail transcript, 0:38 — \"Hey, it's Priya. My work phone is dead for good, so use my personal cell from now on: ⟪p⟫. Thanks, bye!\"", p=g.phone("+1 415-555-01xx")))
    add(mk(F, "de", "Kurze Info fürs Adressbuch: meine neue Handynummer lautet ⟪p⟫, die alte Nummer ist seit Freitag abgemeldet.", p=g.phone("+49 1512 xxx xxxx")))
    add(mk(F, "es", "Oye, ya me cambié de compañía. Mi cel ahora es ⟪p⟫, guárdalo porfa porque el otro ya no lo uso.", p=g.phone("+52 55 xxxx xxxx")))
    add(mk(F, "fr", "Pour les livraisons, le transporteur peut m'appeler au ⟪p⟫ entre 8 h et 18 h, sinon il laisse le colis chez la gardienne.", p=g.phone("+33 6 39 98 xx xx")))
    add(mk(F, "pt", "Meu WhatsApp mudou! Agora é ⟪p⟫. Pode apagar o número antigo da sua lista de contatos.", p=g.phone("+55 21 9xxxx-xxxx")))
    add(mk(F, "it", "Grazie per la disponibilità.\n--\nGiulia Ferraro\nUfficio acquisti\nCell. ⟪p⟫ (anche Telegram)", p=g.phone("+39 34x xxx xxxx")))
    add(mk(F, "pl", "Numer do mnie na wyjazd do Gdańska: ⟪p⟫ — najlepiej SMS, bo w pociągu słabo słychać.", p=g.phone("+48 60x xxx xxx")))
    add(mk(F, "tr", "Kargo firması beni şu numaradan arasın lütfen: ⟪p⟫. Ev telefonuna kimse bakmıyor.", p=g.phone("+90 53x xxx xx xx")))
    add(mk(F, "ar", "رقمي الجديد في دبي هو \u200e⟪p⟫\u200e، احفظه بدل الرقم القديم من فضلك.", p=g.phone("+971 50 xxx xxxx")))
    add(mk(F, "hi", "मेरा नया मोबाइल नंबर ⟪p⟫ है, पुराना वाला सिम खो गया था।", p=g.phone("+91 98xxx xxxxx")))
    add(mk(F, "vi", "Số điện thoại mới của mình là ⟪p⟫ nhé, có việc gì cứ gọi số này.", p=g.phone("+84 9x xxx xx xx")))
    add(mk(F, "ka", "ჩემი ახალი ნომერია ⟪p⟫ — ძველი აღარ მუშაობს, ნუ დარეკავ იქ.", p=g.phone("+995 59x xx xx xx")))
    add(mk(F, "kk", "Жаңа нөмірім: ⟪p⟫. Ескі нөмірге енді хабарласпаңыз.", p=g.phone("+7 701 xxx xx xx")))
    add(mk(F, "am", "አዲሱ ስልክ ቁጥሬ ⟪p⟫ ነው። እባክህ ከአሁን በኋላ በዚህ ደውልልኝ።", p=g.phone("+251 91 xxx xxxx")))
    add(mk(F, "yo", "Nọ́mbà fóònù mi tuntun ni ⟪p⟫, jọ̀wọ́ pè mí lórí rẹ̀ láti òní lọ.", p=g.phone("+234 803 xxx xxxx")))

    # ------------------------------------------------------------------ phone_cn_numerals (10)
    F = "phone_cn_numerals"
    add(mk(F, "zh", "记一下我的新号：⟪p⟫，旧的那个别再打了，已经停机。", p=g.phone_cn("139xxxxxxxx", "low")))
    add(mk(F, "zh", "快递单上留的是我的手机，写成大写了：⟪p⟫，派件前让他先打这个。", p=g.phone_cn("15xxxxxxxxx", "daxie_s")))
    add(mk(F, "zh-Hant", "我的手機是 ⟪p⟫，晚上十點以後請傳訊息就好，不要直接打。", p=g.phone_cn("09xx xxx xxx", "daxie_t")))
    add(mk(F, "yue", "我部電話轉咗號碼喇，新號係 ⟪p⟫，有咩事就打呢個啦。", p=g.phone_cn("852 9xxx xxxx", "canto")))
    add(mk(F, "ja", "新しい携帯の番号は⟪p⟫です。出られないときは留守電に入れておいてください。", p=g.phone_cn("090のxxxxのxxxx", "low0")))
    add(mk(F, "ko", "제 번호 바뀌었어요. ⟪p⟫ 으로 연락 주세요, 예전 번호는 해지했어요.", p=g.phone_cn("010 xxxx xxxx", "ko")))
    add(mk(F, "zh", "按部队的念法报一下我手机号：⟪p⟫，回头加我微信。", p=g.phone_cn("13xxxxxxxxx", "radio")))
    add(mk(F, "zh", "加我微信就搜手机号：⟪p⟫（故意一半数字一半汉字写的）。", p=g.phone_cn("18xxxxxxxxx", "mixed")))
    add(mk(F, "zh", "wo de shouji hao shi ⟪p⟫, ni ji yi xia, wo xian zai bu fang bian da zi.", p=g.phone_cn("17x xxxx xxxx", "pinyin", sep="-")))
    add(mk(F, "ja", "電話番号、カタカナで送るね：⟪p⟫。登録よろしく！", p=g.phone_cn("080 xxxx xxxx", "kana", sep="・")))

    # ------------------------------------------------------------------ phone_separators (14)
    F = "phone_separators"
    add(mk(F, "km", "លេខទូរស័ព្ទថ្មីរបស់ខ្ញុំគឺ ⟪p⟫ សូមរក្សាទុកលេខនេះ។", p=g.phone("+855 1x xxx xxx", zero=0x17E0)))
    add(mk(F, "lo", "ເບີໂທໃໝ່ຂອງຂ້ອຍແມ່ນ ⟪p⟫ ເດີ, ເບີເກົ່າບໍ່ໃຊ້ແລ້ວ.", p=g.phone("+856 20 xxxx xxxx", zero=0x0ED0)))
    add(mk(F, "my", "ကျွန်တော့် ဖုန်းနံပါတ်အသစ်က ⟪p⟫ ပါ။ ဒီနံပါတ်ကိုပဲ ဆက်ပါ။", p=g.phone("+95 9 xxx xxx xxx", zero=0x1040)))
    add(mk(F, "bn", "আমার নতুন নম্বর ⟪p⟫, এখন থেকে এটাতেই ফোন দিও।", p=g.phone("+880 17xx-xxxxxx", zero=0x09E6)))
    add(mk(F, "ne", "मेरो नयाँ नम्बर ⟪p⟫ हो, अबदेखि यसैमा फोन गर्नुहोस्।", p=g.phone("+977 98xxxxxxxx", zero=0x0966)))
    add(mk(F, "gu", "મારો નવો મોબાઇલ નંબર ⟪p⟫ છે, જૂનો નંબર બંધ છે.", p=g.phone("+91 9xxxx xxxxx", zero=0x0AE6)))
    add(mk(F, "pa", "ਮੇਰਾ ਨਵਾਂ ਨੰਬਰ ⟪p⟫ ਹੈ, ਹੁਣ ਇਸੇ ਤੇ ਫ਼ੋਨ ਕਰਿਓ।", p=g.phone("+91 8xxxx-xxxxx", zero=0x0A66)))
    add(mk(F, "te", "నా కొత్త ఫోన్ నంబర్ ⟪p⟫, ఇకపై దీనికే కాల్ చేయండి.", p=g.phone("+91 7xxxx xxxxx", zero=0x0C66)))
    add(mk(F, "ps", "زما نوې شمېره ⟪p⟫ ده، له نن وروسته په همدې زنګ ووهه.", p=g.phone("+93 7x xxx xxxx", zero=0x0660)))
    add(mk(F, "ur", "میرا نیا نمبر ⟪p⟫ ہے، آئندہ اسی پر کال کریں۔", p=g.phone("+92 3xx xxxxxxx", zero=0x06F0)))
    add(mk(F, "mn", "Миний шинэ дугаар: ⟪p⟫, одооноос энэ дугаар руу залгаарай.", p=g.phone("+976·99xx·xxxx")))
    add(mk(F, "en", "new mobile, typed in fancy letters so the scrapers choke on it: ⟪p⟫", p=g.phone("07700 900xxx", zero=0x1D7CE)))
    add(mk(F, "is", "Nýja númerið mitt er ⟪p⟫ — hringdu bara í það héðan í frá.", p=g.phone("+354 6xx xxxx", keycap=True)))
    add(mk(F, "lt", "Mano naujas numeris: ⟪p⟫, skambinkite tik darbo dienomis.", p=g.phone("+370_6xx_xxxxx")))

    # ------------------------------------------------------------------ card (12)
    F = "card"
    add(mk(F, "es", "Para la reserva del hotel usa mi Visa ⟪c⟫, caduca en 08/29. La de débito no, que tiene límite.", c=g.card("4", 16, (4, 4, 4, 4))))
    add(mk(F, "it", "Ti detto i dati della carta per rinnovare l'abbonamento: ⟪c⟫, scadenza 11/28, CVV ⟪v⟫.", c=g.card("53", 16, (4, 4, 4, 4)), v=V(g.fill("xxx"), "cvv")))
    add(mk(F, "ru", "Карта «Мир» для возврата: ⟪c⟫ — переводи на неё, а не по номеру телефона.", c=g.card("2202", 16, (4, 4, 4, 4))))
    add(mk(F, "zh", "退款请直接打到我的银联卡 ⟪c⟫（工商银行，户名就是我本人）。", c=g.card("62", 19, (4, 4, 4, 4, 3))))
    add(mk(F, "ja", "家族カードの番号の控えです：⟪c⟫　有効期限 05/30。母の名義です。", c=g.card("3566", 16, (4, 4, 4, 4))))
    add(mk(F, "tr", "Aidat ödemesi için Troy kartımı kullan: ⟪c⟫, son kullanma 02/27.", c=g.card("9792", 16, (4, 4, 4, 4))))
    add(mk(F, "pl", "Numer karty do zakupów w sieci: ⟪c⟫ (Mastercard, ważna do 10/29).", c=g.card("23", 16, (4, 4, 4, 4))))
    add(mk(F, "sk", "Firemná karta Amex: ⟪c⟫, platnosť 09/28 — používam ju na služobné cesty.", c=g.card("37", 15, (4, 6, 5))))
    add(mk(F, "th", "เลขบัตรเครดิตของแม่คือ ⟪c⟫ ช่วยจำไว้ด้วย เดือนหน้าจะใช้จ่ายค่าไฟให้แม่", c=g.card("4", 16, None)))
    add(mk(F, "sw", "Namba ya kadi yangu ya benki ni ⟪c⟫, itumie kulipia bili ya maji kila mwezi.", c=g.card("51", 16, (4, 4, 4, 4))))
    add(mk(F, "hu", "A Discover kártyám száma ⟪c⟫ – az amerikai szállásfoglaláshoz kell majd.", c=g.card("6011", 16, (4, 4, 4, 4))))
    add(mk(F, "tl", "Eto yung card number ko para sa online shopping: ⟪c⟫, exp 03/28. Salamat!", c=g.card("4", 16, (4, 4, 4, 4), sep="-")))

    # ------------------------------------------------------------------ cn_id (8)
    F = "cn_id"
    add(mk(F, "zh", "我的身份证号：⟪i⟫，订火车票的时候直接帮我填这个。", i=g.cn_id("110101")))
    add(mk(F, "zh", "帮我记住老婆的身份证号 ⟪i⟫，以后订酒店要用。", i=g.cn_id("310104", want_x=True)))
    add(mk(F, "zh-Hant", "我的大陸居民身分證號碼是 ⟪i⟫，辦台胞證的表格要填。", i=g.cn_id("440305")))
    add(mk(F, "yue", "我阿媽嘅內地身份證號碼係 ⟪i⟫，幫我記住佢，下個月要幫佢買機票。", i=g.cn_id("510107", want_x=True)))
    add(mk(F, "en", "Ticket #4471 – customer verification note: Chinese resident ID ⟪i⟫ (matches the scan she sent).", i=g.cn_id("330106", sizes=(6, 8, 4))))
    add(mk(F, "ja", "中国の居民身分証の番号は⟪i⟫です。ビザ申請フォームで使うので覚えておいてください。", i=g.cn_id("420106", want_x=True)))
    add(mk(F, "ko", "중국 신분증 번호 ⟪i⟫ 기억해 줘. 출장 서류에 계속 필요해.", i=g.cn_id("320102")))
    add(mk(F, "zh", "{\"tool\": \"ocr_idcard\", \"result\": {\"姓名\": \"李晓\", \"公民身份号码\": \"⟪i⟫\", \"confidence\": 0.98}}", i=g.cn_id("610113", want_x=True)))

    # ------------------------------------------------------------------ email_obfuscated (16)
    F = "email_obfuscated"
    add(mk(F, "en", "reach me at jordan dot whitfield at example dot com (spelled out so the scraper bots don't pick it up)"))
    add(mk(F, "es", "Para lo del curso, mi correo es lucia.paredes arroba example punto org, el del trabajo ya no lo miro."))
    add(mk(F, "de", "Meine private Mail: k.brandstaetter (ät) example (punkt) net — bitte nicht mehr an die Firmenadresse schreiben."))
    add(mk(F, "ru", "почта для связи: irina.volkova собака example точка com, пиши туда, телеграм не читаю"))
    add(mk(F, "zh", "我的邮箱是 wanglei88 艾特 example 点 com，有文件发这里就行。"))
    add(mk(F, "ja", "メールはこちらにお願いします：ｙｕｋｉ．ｔａｎａｂｅ＠ｍａｉｌ．ｅｘａｍｐｌｅ．ｃｏｍ"))
    add(mk(F, "ko", "제 메일은 minji.park 골뱅이 example 닷 net 이에요. 자료는 여기로 보내 주세요."))
    add(mk(F, "pl", "Mój prywatny mail: tomasz.zielinski małpa example kropka com — służbowy wygasa w piątek."))
    add(mk(F, "hu", "Az e-mail címem: nagy.eszter kukac example pont net, oda küldd a számlát."))
    add(mk(F, "cs", "Můj e-mail je pavel.novak zavináč example tečka org, pošli mi to tam."))
    add(mk(F, "da", "min mail er mette.holm snabel-a example punktum com, skriv endelig dér"))
    add(mk(F, "el", "το προσωπικό μου email: nikos.papadakis παπάκι example τελεία com"))
    add(mk(F, "he", "המייל הפרטי שלי: dana.levi שטרודל example נקודה org, תשלחו לשם את החשבונית."))
    add(mk(F, "nl", "mail me op sanne [punt] de [punt] vries [apenstaartje] example [punt] net, niet via LinkedIn"))
    add(mk(F, "sv", "Min adress (klistrad från webbformuläret): anna&#46;berg&#64;example&#46;org"))
    add(mk(F, "uk", "Пишіть мені на пошту, тільки прочитайте задом наперед: moc.elpmaxe@oknehcvehs.anelo"))

    # ------------------------------------------------------------------ password_pin (37)
    F = "password_pin"
    add(mk(F, "en", "Cabin Wi-Fi (network 'Larchwood-5G'): ⟪p⟫ — the sticker on the router is the old one, don't trust it.", p=g.pw("Moss&&&&-####$")))
    add(mk(F, "en", "Password for the shared drive, spelled out so I don't mix up the letters: ⟪p⟫.", p=nato(g.pw("^~~#~^#~").raw)))
    add(mk(F, "zh", "我支付宝的支付密码改成 ⟪p⟫ 了，帮我记着，我老是忘。", p=g.pin(6)))
    add(mk(F, "ja", "会社のVPNパスワード、今月から ⟪p⟫ に変わりました。メモしておいて。", p=g.pw("^~~~~&&&&$##")))
    add(mk(F, "ko", "현관 도어락 비밀번호는 ⟪p⟫* 이야. 택배 기사님한테는 알려주지 마.", p=g.pin(6)))
    add(mk(F, "es", "Códigos de respaldo de mi cuenta de Google, por si pierdo el móvil: ⟪a⟫, ⟪b⟫, ⟪c⟫, ⟪d⟫.", a=g.pw("#### ####"), b=g.pw("#### ####"), c=g.pw("#### ####"), d=g.pw("#### ####")))
    add(mk(F, "de", "PIN meiner Girokarte: ⟪p⟫. Bitte merken, ich hab den Brief mit dem Code schon weggeworfen.", p=g.pin(4)))
    add(mk(F, "fr", "Je viens de recevoir le code de vérification ⟪p⟫ pour ma banque, tu peux le garder deux minutes le temps que je retrouve la page ?", p=g.pin(6)))
    add(mk(F, "pt", "Senha do internet banking do meu pai: ⟪p⟫ (ele pediu pra eu guardar porque sempre esquece).", p=g.pw("~~~~~~##$")))
    add(mk(F, "ru", "Пароль от Госуслуг: ⟪p⟫ — запомни, я его постоянно забываю.", p=g.pw("^~~~~~~$####")))
    add(mk(F, "ar", "كلمة سر الراوتر في البيت صارت ⟪p⟫ — غيّرتها أمس بعد ما عرفها الجيران.", p=g.pw("&&&&&&&&&&&&")))
    add(mk(F, "hi", "मेरा एटीएम पिन ⟪p⟫ है, याद रखना, मैं बार-बार भूल जाता हूँ।", p=g.pin(4)))
    add(mk(F, "it", "La combinazione della cassaforte in camera è ⟪p⟫, non scordarla come l'anno scorso.", p=g.pin(6)))
    add(mk(F, "nl", "Wachtwoord van onze gedeelde streamingaccount: ⟪p⟫ — niet doorsturen naar mijn broer.", p=g.pw("^~~~~~~~##$")))
    add(mk(F, "tr", "e-Devlet şifremi değiştirdim, yenisi ⟪p⟫, bir kenara yaz.", p=g.pw("P4mukk4le_####!")))
    add(mk(F, "vi", "Mật khẩu ví điện tử của mình là ⟪p⟫, đừng cho ai biết nhé.", p=g.pw("^~~~~~#####")))
    add(mk(F, "id", "PIN m-banking aku ⟪p⟫, catat ya soalnya aku sering lupa.", p=g.pin(6)))
    add(mk(F, "th", "รหัสผ่านอีเมลส่วนตัวของฉันคือ ⟪p⟫ ช่วยจำไว้ให้หน่อย", p=g.pw("^~~~~~$###~")))
    add(mk(F, "uk", "Код від домофона в новій квартирі: ⟪p⟫#, а ключ від поштової скриньки в сусідки.", p=g.pin(4)))
    add(mk(F, "el", "Το PIN της κάρτας μου, για να μην το ξεχάσω: ⟪p⟫", p=V(" · ".join(g.pin(4)), "secret")))
    add(mk(F, "he", "הסיסמה למחשב בעבודה: ⟪p⟫ — תזכיר לי אם אשכח אחרי החופש.", p=g.pw("^~~~~##$^~")))
    add(mk(F, "sw", "Namba ya siri ya M-Pesa yangu ni ⟪p⟫, usimwambie mtu yeyote.", p=g.pin(4)))
    add(mk(F, "si", "මගේ ෆේස්බුක් මුරපදය ⟪p⟫. අමතක වුණොත් මට මතක් කරන්න.", p=g.pw("~~~~~~^##$")))
    add(mk(F, "uz", "Uydagi Wi-Fi parolim: ⟪p⟫ — mehmonlarga aytma.", p=g.pw("~~~~~~####")))
    add(mk(F, "az", "Bank kartımın PİN kodu ⟪p⟫-dir, yadda saxla.", p=g.pin(4)))
    add(mk(F, "hy", "Իմ էլ. փոստի գաղտնաբառն է ⟪p⟫, հիշիր, խնդրում եմ։", p=g.pw("^~~~~~~##$")))
    add(mk(F, "sq", "Fjalëkalimi i laptopit tim është ⟪p⟫, mos ia thuaj vëllait.", p=g.pw("~~~~~~###^$")))
    add(mk(F, "et", "Minu ID-kaardi PIN1 on ⟪a⟫ ja PIN2 on ⟪b⟫.", a=g.pin(4), b=g.pin(5)))
    add(mk(F, "hr", "Šifra za garažna vrata: ⟪p⟫, pa tipka ENTER.", p=g.pin(5)))
    add(mk(F, "bg", "PUK кодът на SIM картата ми е ⟪p⟫ — пази го, телефонът пак се заключи.", p=g.pin(8)))
    add(mk(F, "is", "Lykilorðið að heimabankanum mínum er ⟪p⟫.", p=g.pw("^~~~~~~##$#")))
    add(mk(F, "cy", "Cyfrinair fy nghyfrif e-bost yw ⟪p⟫, paid â'i rannu gyda neb.", p=g.pw("~~~~~~^###")))
    add(mk(F, "eu", "Nire posta elektronikoaren pasahitza ⟪p⟫ da, ez ahaztu.", p=g.pw("^~~~~~$###")))
    add(mk(F, "mt", "Il-password tal-Wi-Fi tad-dar hija ⟪p⟫, la tgħidha lil ħadd.", p=g.pw("&&&&&&&&&&")))
    add(mk(F, "ml", "എന്റെ ക്രിപ്‌റ്റോ വാലറ്റിന്റെ റിക്കവറി വാക്കുകൾ: ⟪s⟫", s=V(" ".join(g.pick(SEED_WORDS) for _ in range(12)), "secret")))
    add(mk(F, "ceb", "Ang PIN sa akong ATM kay ⟪p⟫ — ayaw isulti ni bisan kinsa.", p=(lambda raw: V(g.words_digits(raw, CEB_DIGITS), "secret", raw))(g.pin(4))))
    add(mk(F, "kn", "ನನ್ನ ಬ್ಯಾಂಕ್ ಖಾತೆಯ ಭದ್ರತಾ ಪ್ರಶ್ನೆಯ ಉತ್ತರ (ಮೊದಲ ಶಾಲೆ): ⟪p⟫. ಇದನ್ನು ನೆನಪಿಟ್ಟುಕೊ.", p=g.pw("Vidyanikethan####")))

    # ------------------------------------------------------------------ url_credentials (9)
    F = "url_credentials"
    add(mk(F, "en", "# .env.production (don't commit)\nDATABASE_URL=postgres://app_admin:⟪p⟫@db-prod.example.com:5432/orders", p=g.pw("&&&&&&&&&&&&&&&&")))
    add(mk(F, "de", "Zum Testen einfach im Browser öffnen: https://jens.k:⟪p⟫@nas.example.net:5001/photo — klappt auch vom Handy aus.", p=g.pw("^~~~~~##")))
    add(mk(F, "pt", "String de conexão do Mongo que eu uso nos relatórios: mongodb+srv://relatorios:⟪p⟫@cluster0.example.org/vendas?retryWrites=true", p=g.pw("&&&&&&&&&&&&")))
    add(mk(F, "ru", "redis://:⟪p⟫@203.0.113.47:6379/0 — это мой прод, без меня не трогай.", p=g.pw("&&&&&&&&&&&&&&&&&&&&")))
    add(mk(F, "zh", "FTP 地址记一下：ftp://caiwu:⟪p⟫@198.51.100.23/baobiao/2026 ，月底要传报表。", p=g.pw("~~~~~~####")))
    add(mk(F, "ja", "うちの防犯カメラの映像はここから見られる：rtsp://admin:⟪p⟫@192.0.2.61:554/stream1", p=g.pw("~~~~####")))
    add(mk(F, "es", "Para clonar el repo privado uso esto: git clone https://oauth2:⟪t⟫@git.example.com/equipo/backend.git", t=g.key("gitlab")))
    add(mk(F, "uk", "Мій вебхук для звітів: https://hooks.example.net/report?api_key=⟪k⟫&user=olena", k=V(g.hexs(40), "key")))
    add(mk(F, "ko", "JDBC 설정 그대로 붙여요: jdbc:mysql://db.example.com:3306/shop?user=shop_rw&password=⟪p⟫", p=g.pw("^~~~~~$####")))

    # ------------------------------------------------------------------ secret_key_formats (13)
    F = "secret_key_formats"
    add(mk(F, "en", "My ~/.aws/credentials, in case the laptop dies again:\n[default]\naws_access_key_id = ⟪a⟫\naws_secret_access_key = ⟪s⟫", a=g.key("aws_id"), s=g.key("aws_secret")))
    add(mk(F, "de", "Hier mein GitHub-Token für die CI, läuft im März ab: ⟪k⟫", k=g.key("github_pat")))
    add(mk(F, "fr", "Le token Slack de mon compte perso, à ranger dans le coffre plus tard : ⟪k⟫", k=g.key("slack_user")))
    add(mk(F, "zh", "生产环境的 Stripe 密钥：⟪k⟫，先存一下，回头再放到配置里。", k=g.key("stripe_sk")))
    add(mk(F, "ja", "地図APIのキーはこれ：⟪k⟫　請求が来るのは自分のアカウントです。", k=g.key("google")))
    add(mk(F, "ko", "제 OpenAI 키예요: ⟪k⟫ 사용량 한도는 걸어놨어요.", k=g.key("openai")))
    add(mk(F, "es", "Mi clave de API de Anthropic (la personal, no la de la empresa): ⟪k⟫", k=g.key("anthropic")))
    add(mk(F, "pt", "Token de sessão que peguei no DevTools, ainda válido: ⟪k⟫", k=g.key("jwt")))
    add(mk(F, "ru", "Вот мой приватный ключ для домашнего сервера, сохрани:\n⟪k⟫", k=g.key("openssh")))
    add(mk(F, "it", "Token del bot Telegram della mia casa domotica: ⟪k⟫", k=g.key("telegram")))
    add(mk(F, "pl", "Token do Hugging Face z prawem zapisu: ⟪k⟫", k=g.key("hf")))
    add(mk(F, "tr", "Twilio hesap SID'im ⟪a⟫, auth token da ⟪b⟫.", a=g.key("twilio_sid"), b=g.key("hex32")))
    add(mk(F, "vi", "Token API DigitalOcean của mình: ⟪k⟫, đừng commit lên repo nhé.", k=g.key("do")))

    # ------------------------------------------------------------------ pii_other (18)
    F = "pii_other"
    add(mk(F, "it", "Per il rimborso delle spese usa il mio IBAN: ⟪i⟫ (conto intestato a me).", i=g.iban("IT", "?xxxxxxxxxxxxxxxxxxxxxx")))
    add(mk(F, "pl", "Przelew za mieszkanie proszę na moje konto: ⟪i⟫.", i=g.iban("PL", "xxxxxxxxxxxxxxxxxxxxxxxx")))
    add(mk(F, "hr", "Moj IBAN za uplatu honorara: ⟪i⟫, hvala!", i=g.iban("HR", "xxxxxxxxxxxxxxxxx")))
    add(mk(F, "ka", "ჩემი IBAN: ⟪i⟫ — ხელფასი აქ ჩარიცხეთ.", i=g.iban("GE", "TBxxxxxxxxxxxxxxxx")))
    add(mk(F, "ar", "حسابي البنكي للتحويل: \u200e⟪i⟫\u200e — باسمي الشخصي.", i=g.iban("SA", "80xxxxxxxxxxxxxxxxxx", spaced=False)))
    add(mk(F, "de", "Reisepassnummer für die Online-Einreise: ⟪p⟫, gültig bis 2031.", p=passport_de(g)))
    add(mk(F, "ko", "여권번호 ⟪p⟫ 로 항공권 예약해 줘. 만료일은 2030년이야.", p=V(g.pw("M###^####"), "passport")))
    add(mk(F, "uz", "Pasport raqamim: ⟪p⟫ — viza arizasi uchun kerak bo'ladi.", p=V(g.fill("ADxxxxxxx"), "passport")))
    add(mk(F, "lv", "Mana adrese sūtījumiem: Sarkano Mākoņu iela 23 dz. 7, Rīga, LV-1050."))
    add(mk(F, "cy", "Fy nghyfeiriad newydd yw 14 Heol y Dylluan Wen, Aberystwyth, SY23 9XZ — anfonwch y pecyn yno."))
    add(mk(F, "ga", "Mo sheoladh baile anois: 7 Bóthar na gCiaróg Glas, Gaillimh, H91 X2Q7."))
    add(mk(F, "tr", "TC kimlik numaram ⟪n⟫, sigorta formuna bunu yaz.", n=g.tc_kimlik()))
    add(mk(F, "ko", "내 주민등록번호 ⟪n⟫ 기억해 둬. 연말정산 때 또 필요해.", n=g.kr_rrn()))
    add(mk(F, "es", "Mi RUT es ⟪n⟫, lo necesito para que me hagan la boleta.", n=g.cl_rut()))
    add(mk(F, "he", "מספר תעודת הזהות שלי: ⟪n⟫, תמלא אותו בטופס של קופת החולים.", n=g.il_id()))
    add(mk(F, "zu", "Inombolo yami kamazisi ithi ⟪n⟫, yisebenzise uma ugcwalisa ifomu lasebhange.", n=g.za_id()))
    add(mk(F, "et", "Minu isikukood on ⟪n⟫ — pane see arve peale.", n=g.ee_ik()))
    add(mk(F, "ro", "CNP-ul fiicei mele este ⟪n⟫, trebuie la înscrierea la școală.", n=g.ro_cnp()))

    # ------------------------------------------------------------------ pii_split_kv (10)
    F = "pii_split_kv"
    add(kv_secret(F, "es", "Móvil de contacto (solo por las tardes): ", g.phone("+34 6xx xxx xxx"), 10, " — avisar por mensaje antes de llamar"))
    add(kv_secret(F, "pt", "cartão de crédito: ", g.card("4", 16, (4, 4, 4, 4)), 11, " (validade 07/29)"))
    add(kv_secret(F, "zh", "身份证号：", g.cn_id("320102"), 10, "（办社保卡用）"))
    add(kv_secret(F, "tr", "IBAN (maaş hesabım): ", g.iban("TR", "xxxxx0xxxxxxxxxxxxxxxx"), 12, " — Ziraat şubesi"))
    add(kv_secret(F, "ms", "Kata laluan e-mel pejabat: ", g.pw("^~&$#~^&#~$"), 4, " (jangan kongsi dengan sesiapa)"))
    add(kv_secret(F, "kk", "Электрондық поштам: ", V("aigerim.nurlanovna@example.net", "email"), 10, " — жұмыс хаттары осында"))
    add(kv_secret(F, "sq", "Çelësi im i API-së për pagesat: ", g.key("stripe_sk"), 14, ""))
    add(kv_secret(F, "lt", "Mano asmens kodas: ", g.ee_ik(), 5, " (reikalingas sutarčiai)"))
    add(kv_secret(F, "gl", "PIN da tarxeta do banco: ", g.pin(4), 2, ", non llo digas a ninguén"))
    add(kv_secret(F, "xh", "Inombolo yam yefowuni: ", g.phone("+27 82 xxx xxxx"), 9, " — ndifowunele emva kwentsimbi yesihlanu"))
    return C
