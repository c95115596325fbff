"""Hand-written PII cases (expect block). One template per case, each used once.

⟦name⟧ is replaced by a fake value from nums.GEN[name].
PII_SPLIT_KV entries are (lang, key_prefix, generator, value_suffix): the generated value is cut at a
random inner position; key = key_prefix + first part, value = second part + value_suffix.
"""

PII_PASSWORD = [
    ("en", "For the record, grandma's wifi is on a sticky note behind the router: ⟦wifi⟧ — the network is "
           "called Olive-5G."),
    ("en", "if the bank app locks me out again I use ⟦pw_mixed⟧ there, just remind me next time"),
    ("de", "Die Haustür unten geht mit ⟦door⟧ auf, oben dann ganz normal mit dem Schlüssel."),
    ("fr", "Si jamais je suis à l'hôpital et qu'il faut débloquer mon téléphone : ⟦pin6⟧."),
    ("es", "Cambié lo del home banking ayer, ahora entro con ⟦pp_es⟧, no lo pierdas porfa"),
    ("pt-BR", "o cadeado da bike abre com ⟦pin4⟧, deixa anotado aqui caso eu esqueça de novo"),
    ("it", "Se mamma ti chiede di prelevare, la sua carta si sblocca con ⟦pin5⟧."),
    ("hy", "Տան վայֆայը ⟦wifi⟧ է, ցանցի անունը՝ Aram_Home."),
    ("pl", "Do poczty loguję się teraz przez ⟦pw_leet⟧, stare już nie działa."),
    ("ru", "Роутер: логин admin, а дальше ⟦pw_mixed⟧ — поменял вчера после сброса."),
    ("uk", "Фраза для розблокування гаманця — ⟦pp_uk⟧, зберігаю тут про всяк випадок."),
    ("zh-Hans", "家里WiFi换了，新的是 ⟦wifi⟧，名字还是 TP-LINK_7F3A"),
    ("zh-Hant", "保險箱我改成 ⟦pin6⟧ 了，記得跟媽講一聲"),
    ("ja", "会社のVPN、今月からは ⟦pw_words⟧ で入れる。月末にまた変わるらしい"),
    ("ko", "현관 비번 바꿨어 ⟦door⟧ 누르고 들어오면 돼"),
    ("ar", "الرقم السري للبطاقة الجديدة ⟦pin4⟧ لا تنساه"),
    ("he", "לשער של הבניין מקישים ⟦door⟧, ואם זה לא עובד תצלצלי אליי"),
    ("fa", "وای‌فای خونه‌ی خاله: ⟦wifi⟧"),
    ("hi", "पापा के ATM कार्ड का पिन ⟦pin4⟧ है, बस तुम्हें बता रहा हूँ"),
    ("hi-Latn", "bro netflix me login wahi purana email hai, aur aage ⟦pw_leet⟧ daalna, kisi ko share mat karna"),
    ("tr", "Apartman kapısı ⟦door⟧ ile açılıyor, asansör için de ⟦pin4⟧ giriyorsun."),
    ("vi", "Wifi quán cà phê nhà mình đổi rồi nha: ⟦wifi⟧"),
    ("id", "PIN m-banking aku ⟦pin6⟧, jangan bilang siapa-siapa ya"),
    ("th", "เข้าคอนโดกด ⟦door⟧ แล้วตามด้วยเครื่องหมาย # นะ"),
    ("sv", "Hänglåset på förrådet öppnas med ⟦pin4_spaced⟧, om du behöver hämta cyklarna."),
    ("am", "የቤቱ ዋይፋይ ⟦wifi⟧ ነው፤ ለማንም አትንገር።"),
    ("pa", "ਮੰਮੀ ਦੇ ਫ਼ੋਨ ਦਾ ਲੌਕ ⟦pin6⟧ ਹੈ, ਜੇ ਉਹ ਭੁੱਲ ਜਾਣ ਤਾਂ ਦੱਸ ਦੇਣਾ।"),
    ("sw", "Namba ya siri ya M-Pesa ni ⟦pin4⟧, usimwambie mtu yeyote"),
    ("tl-en", "Yung PIN ng ATM ni Mama ⟦pin4⟧, pakiwithdraw mo na lang bukas ha"),
    ("ka", "სამსახურის ლეპტოპზე შევდივარ ⟦pw_mixed⟧-ით, ახალია, გუშინ შევცვალე."),
]

PII_OTHER = [
    # IBANs
    ("de", "Kannst du der Vermieterin die Miete überweisen? Ihr Konto: ⟦iban_DE⟧, Kontoinhaberin Helga "
           "Brenninkmeyer."),
    ("fr", "Pour le remboursement du week-end, mon RIB c'est ⟦iban_FR⟧ (Lucie Marchetti)."),
    ("es", "Hazme la transferencia de la boda a ⟦iban_ES⟧, está a nombre de Nerea Olabarria."),
    ("nl", "Tikkie werkt niet, maak het maar over naar ⟦iban_NL⟧ t.n.v. J. Hoekstra."),
    ("tr", "Kira için hesabım ⟦iban_TR⟧, alıcı adı Elif Karaosmanoğlu."),
    ("pt", "Podes transferir para ⟦iban_PT⟧? É a conta conjunta minha e do Rui Valadares."),
    # passports
    ("en", "Booking the flight for Dad — his passport number is ⟦pass_US⟧, expires 2031, name Walter "
           "Q. Finchley."),
    ("hi", "मेरी पत्नी सुनयना का पासपोर्ट नंबर ⟦pass_IN⟧ है, वीज़ा फ़ॉर्म में डाल देना।"),
    ("ja", "パスポート番号は ⟦pass_JP⟧、有効期限は2032年3月です。ホテルの事前登録用に覚えておいて。"),
    ("de", "Reisepassnummer von meinem Sohn Jonas Wettergren: ⟦pass_DE⟧ – brauchen wir für die Klassenfahrt."),
    # national numbers with check digits
    ("sv", "Dottern Elsas personnummer ⟦pnr⟧, behövs till förskolan."),
    ("pl", "Mój PESEL do wniosku: ⟦pesel⟧, a nazwisko panieńskie matki to Wróblewska."),
    ("fi", "Henkilötunnukseni on ⟦hetu⟧, tarvitaan vakuutushakemukseen."),
    ("pt-BR", "meu CPF pra nota fiscal é ⟦cpf⟧, coloca no cadastro da farmácia"),
    ("ko", "엄마 주민번호 ⟦rrn⟧ 이거 병원 접수할 때 써"),
    ("zu", "Inombolo kamazisi kamama ithi ⟦za_id⟧, uyidinga efomini yasemtholampilo."),
    ("ro", "CNP-ul meu e ⟦cnp⟧, trebuie la dosarul de bursă."),
    ("es-CL", "Mi RUT es ⟦rut⟧, para la boleta a mi nombre porfa."),
    ("he", "מספר תעודת הזהות שלי ⟦il_id⟧, תמלא בטופס של קופת החולים"),
    ("hr", "Moj OIB je ⟦oib⟧, treba za račun od majstora."),
    # street addresses
    ("en", "Send the spare keys to my new place: ⟦hn⟧ Larkspur Hollow Lane, Apt 3B, Springfield, IL 62704 — "
           "that's where I live now."),
    ("it", "Abito in via dei Tigli Storti ⟦hn⟧, interno 7, 40126 Bologna: il pacco di Giulia mandalo lì."),
    ("ja", "引っ越し先は 東京都杉並区桜見ヶ丘3丁目⟦hn⟧-5 です。年賀状はこっちに送ってね。"),
    ("ca", "La meva adreça nova és Carrer de les Orenetes Perdudes, ⟦hn⟧, 2n 1a, 08012 Barcelona."),
    # licence plates tied to a person
    ("de", "Das Auto von meinem Nachbarn Herrn Osterkamp, Kennzeichen ⟦plate_DE⟧, steht schon wieder in "
           "unserer Einfahrt."),
    ("fr", "Ma Clio, c'est ⟦plate_FR⟧, la carte grise est au nom de ma femme Sophie Berthelot."),
    # medical record numbers
    ("en", "Mom's medical record number at St. Avelin Clinic is ⟦mrn_en⟧, she needs it for the cardiology "
           "follow-up."),
    ("es", "Número de historia clínica de mi padre, Anselmo Quiroga Ledesma: ⟦mrn_es⟧."),
    # date of birth with a name
    ("pl", "Dane syna do zgłoszenia: Tymon Kaczmarczyk, ur. ⟦dob_dot⟧ w Radomiu."),
    ("bg", "Данни за застраховката: Величка Драганова Петкова, родена на ⟦dob_dot⟧ г."),
]

PII_SPLIT_KV = [
    # national numbers
    ("es", "DNI titular: ", "dni", " (caduca 2029)"),
    ("nl", "BSN cliënt ", "bsn", " — graag controleren"),
    ("tr", "TC kimlik no: ", "tckn", ""),
    ("hi", "आधार संख्या ", "aadhaar", " (पिताजी)"),
    ("zh-Hans", "身份证号：", "cn_id", "，本人"),
    ("th", "เลขบัตรประชาชน ", "th_id", " ของน้องชาย"),
    ("zh-Hant", "身分證字號 ", "tw_id", "（報稅用）"),
    ("en-SG", "NRIC for the clinic lah: ", "nric", ""),
    ("fr", "N° sécu de Mathis : ", "nir", ""),
    ("nb", "Fødselsnummer kona: ", "fnr", " (til legen)"),
    ("fr-CA", "NAS pour la paie : ", "sin", ", merci Josée"),
    ("ja", "マイナンバー：", "mynumber", "（年末調整）"),
    # IBANs
    ("nl-BE", "Rekening van Pieter voor het voorschot: ", "iban_BE", ""),
    ("de-AT", "Konto Oma Hermine für die Pflege: ", "iban_AT", ""),
    ("it-CH", "IBAN di zia Carla per il regalo: ", "iban_CH", " grazie!"),
    ("lb", "Kont vum Jang fir d'Loyer: ", "iban_LU", ""),
    ("ar", "حساب أخي خالد للتحويل: ", "iban_SA", " (بنك محلي)"),
    ("pl", "Konto Krysi na składkę: ", "iban_PL", ""),
    # passwords / PINs
    ("en", "router admin (new) ", "pw_mixed", " — changed after the reset"),
    ("ru", "почта мамы, вход через ", "pw_words", ""),
    ("ko", "회사 와이파이 ", "wifi", " (3층)"),
    ("id", "PIN ATM BCA ayah ", "pin6", ""),
    ("vi", "mật khẩu Zalo mới ", "pw_leet", " đừng quên"),
    ("el", "κωδικός συναγερμού μαγαζιού ", "pin5", ""),
    ("da", "Kode til porten i gården ", "door", ""),
    ("sq", "Fjalëkalimi i laptopit të punës ", "pw_mixed", ""),
    # phones / card / e-mail
    ("cy", "Rhif ffôn symudol Nain: ", "phone_uk", ""),
    ("en-AU", "Mum's new mobile ", "phone_au", " (Optus)"),
    ("mt", "Numru tal-karta ta' missieri ", "card_visa", " skadenza 09/28"),
    ("gl", "Correo persoal da miña curmá: ", "email_gl", ""),
]
