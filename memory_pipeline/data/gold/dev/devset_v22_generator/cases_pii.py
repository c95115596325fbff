# Hand-written PII cases for devset_v22. One line per case: "lang|text". Placeholders ⟦...⟧ are filled with fake values.

EMAIL_OBFUSCATED = r"""
es|Escríbeme a lucia punto ferrer arroba example punto com, que el correo del trabajo ya no lo miro.
fr|Mon adresse perso : m a t h i l d e . r o u x (arobase) example (point) net
de|Privat: jonas [dot] weber⟦n:2⟧ [at] example [dot] org – bitte nicht an die Firmenadresse.
pt|meu e-mail pessoal: carla underline nunes arroba example ponto com, manda lá o orçamento.
sw|Nitumie kwenye barua pepe yangu binafsi: amina nukta mwangi kwa-alama-ya example nukta org
tl|Email ko: jose (tuldok) reyes (at) example (tuldok) com — wag mo ibigay sa iba ha.
ru|Пиши на личную: ivan точка petrov собака example точка net
tr|Kişisel adresim: elif.kaya⟦n:2⟧ et işareti example nokta com
pl|Mój prywatny mail: tomasz kropka nowak małpa example kropka org
nl|Stuur het naar sanne punt de punt vries apenstaartje example punt org, niet naar mijn werkmail.
sv|Min privata: erik punkt lind snabel-a example punkt com
it|La mia mail personale è giulia punto romano chiocciola example punto net
zh|我的私人邮箱：wangxm⟦n:2⟧ 小老鼠 example 点 net，别发到公司邮箱。
ja|個人アドレスは yuki.tanaka アットマーク example ドット com です。
ko|개인 메일은 minji 점 park 골뱅이 example 점 org 로 보내줘.
he|המייל הפרטי שלי: noa נקודה levi שטרודל example נקודה com
cs|Soukromý mail: petra tečka novakova zavináč example tečka net
hu|Magán e-mail: balazs pont toth kukac example pont com
fi|Yksityinen osoite: aino piste virtanen ät example piste org
el|Το προσωπικό μου: nikos τελεία papas παπάκι example τελεία com
en|my personal one is kai.moana 🌀 example 🔵 net (swirl = at, blue dot = dot lol)
en|read it backwards: moc.elpmaxe@ammelsen.adnaw
en|First part is ruth.okafor⟦n:2⟧. The provider is example, then .org. Put the at sign between them and you've got me.
is|Netfangið mitt: gudrun punktur sig hjá example punktur com
ht|Imel pèsonèl mwen: jeanbaptiste.pierre arobaz example pwen net
am|የግል ኢሜይሌ፦ selam ነጥብ tesfaye at example ነጥብ com
ka|პირადი ფოსტა: nino წერტილი beridze ძაღლუკა example წერტილი org
hy|Անձնական հասցես՝ anahit կետ sargsyan շնիկ example կետ com
kk|Жеке поштам: aigerim нүкте nurlanova айқұлақ example нүкте net
mg|Ny mailako manokana: hery teboka rakoto amin'ny example teboka org
"""

PASSWORD_PIN = r"""
en|Wifi at the cabin: network Loft-5G, password ⟦wifi⟧ — write it on the fridge note for the guests.
sw|Nenosiri la benki yangu mtandaoni ni ⟦pw⟧, usimwambie mtu yeyote.
yo|Ọ̀rọ̀ aṣínà àkáǹtì mi ni ⟦pw_words⟧, jọ̀wọ́ rántí rẹ̀ fún mi.
zu|I-PIN yekhadi lami entsha ngu-⟦pin4⟧, ngiyayikhohlwa njalo.
am|የባንክ ካርዴ ፒን ⟦pin4⟧ ነው፤ አስታውስልኝ።
so|Furaha sirta ee emailkayga waa ⟦pw_leet⟧, ha ilaawin.
ha|Kalmar sirrin Wi-Fi na gida: ⟦wifi⟧.
ig|Okwuntughe akaụntụ m bụ ⟦pw⟧ – echefula ya.
mg|Ny teny miafina amin'ny kaontiko dia ⟦pw_words⟧.
tl|Yung PIN ng ATM ko ⟦pin4⟧, paalala mo sakin pag nakalimutan ko.
ceb|Ang password sa akong Facebook kay ⟦pw_leet⟧, ayaw isulti bisan kinsa.
jv|Tembung sandhi email kula ⟦pw⟧, mangga dipuncathet.
km|ពាក្យសម្ងាត់ Wi-Fi នៅផ្ទះគឺ ⟦wifi⟧។
lo|ລະຫັດ PIN ບັດ ATM ຂອງຂ້ອຍແມ່ນ ⟦pin4⟧.
my|ကျွန်တော့် ဘဏ်အကောင့် စကားဝှက်က ⟦pw⟧ ပါ။
si|මගේ ඊමේල් මුරපදය ⟦pw_words⟧ යි.
ne|मेरो मोबाइल बैंकिङको पिन ⟦pin6⟧ हो, बिर्सिएँ भने सम्झाइदिनुहोस्।
bo|ངའི་དྲ་རྒྱའི་གསང་ཚིག་ནི་ ⟦pw⟧ ཡིན།
mn|Миний интернет банкны нууц үг ⟦pw_leet⟧.
ka|ჩემი ელფოსტის პაროლია ⟦pw_words⟧, არავის უთხრა.
hy|Իմ բանկային քարտի PIN կոդը ⟦pin4⟧ է։
cy|Cyfrinair y rhwydwaith diwifr yn y tŷ: ⟦wifi⟧
ga|Is é ⟦pw⟧ mo phasfhocal don bhanc, ná hinis d'éinne.
is|Lykilorðið mitt í heimabankanum er ⟦pw_words⟧.
eu|Nire posta elektronikoaren pasahitza ⟦pw_phrase⟧ da.
lv|Mana interneta bankas parole ir ⟦pw⟧.
et|Minu telefoni ekraaniluku PIN on ⟦pin6⟧.
qu|Bancoman yaykunaypaq pakasqa simiyqa ⟦pw⟧ kachkan.
ht|Modpas Wi-Fi lakay la se ⟦wifi⟧, pa bay vwazen yo li.
uz-Latn|Onamning bank kartasining PIN kodi ⟦pin4⟧, eslab qol.
"""

PII_OTHER = r"""
ka|ხელფასი გადმომირიცხე ამ ანგარიშზე: ⟦iban:GE⟧ (ნინო ბერიძე).
et|Minu arvelduskonto on ⟦iban:EE⟧, saaja Kadri Tamm.
lt|Mano sąskaitos numeris: ⟦iban:LT⟧, gavėja Rūta Kazlauskienė.
is|Kennitalan mín er ⟦kt⟧, þú þarft hana fyrir umsóknina.
et|Minu isikukood on ⟦ik⟧ – lisa see palun lepingusse.
cnr|Uplati mi na račun ⟦iban:ME⟧, primalac Jovana Radović.
bs|Moj broj računa je ⟦iban:BA⟧, na ime Amra Hodžić.
ca|El DNI de la meva filla és ⟦dni⟧, per si te'l demanen a l'escola.
sq|Numri im i llogarisë: ⟦iban:AL⟧, në emër të Arben Hoxha.
mt|Il-kont tal-bank tiegħi: ⟦iban:MT⟧ f'isem Marija Borg.
ka|ჩემი პასპორტის ნომერია ⟦pass:ge⟧, ვადა იწურება 2029 წელს.
tl|Passport number ko: ⟦pass:ph⟧, kailangan daw sa visa form.
sw|Namba ya pasipoti ya mama yangu ni ⟦pass:ke⟧, ameniomba niijaze kwenye fomu.
fo|Eg búgvi á Lundavíkarvegi ⟦n:2⟧, 3. hædd, í Klaksvík — kom við í kvøld.
mi|Kei te noho au ki ⟦n:2⟧ Te Kōwhai Crescent, Kirikiriroa; haria mai te pouaka ki reira.
"""

PHONE_INTL = r"""
sw|Nambari yangu mpya ni ⟦ph:ke⟧, ile ya zamani imeibiwa.
ha|Ga sabuwar lambata: ⟦ph:ng⟧, ka kira ni bayan magariba.
am|አዲሱ ስልክ ቁጥሬ ⟦ph:et⟧ ነው።
mn|Миний шинэ дугаар ⟦ph:mn⟧, хуучныг нь ашиглахаа больсон.
ne|मेरो नयाँ नम्बर ⟦ph:np⟧ हो, पुरानोमा फोन नगर्नुहोस्।
ka|ჩემი ახალი ნომერია ⟦ph:ge⟧, დამირეკე საღამოს.
hy|Իմ նոր հեռախոսահամարն է ⟦ph:am⟧, զանգիր երեկոյան։
is|Nýja númerið mitt er ⟦ph:is⟧, hringdu eftir kvöldmat.
sm|O loʻu numera fou o ⟦ph:ws⟧, valaʻau mai i le afiafi.
qu|Mamaypa musuq yupaynin ⟦ph:pe⟧, paytaqa tutapi waqyay.
"""

PHONE_SEPARATORS = r"""
dz|ངའི་ཁ་པར་ཨང་ ⟦pn:bo,bt,dot⟧ ཨིན།
as|মোৰ নতুন ফোন নম্বৰ ⟦pn:beng,in,nbsp⟧।
gu|મારો નવો નંબર ⟦pn:gu,in,dash⟧ છે.
pa-Guru|ਮੇਰਾ ਨਵਾਂ ਨੰਬਰ ⟦pn:pa,in,mid⟧ ਹੈ।
or|ମୋର ନୂଆ ନମ୍ବର ⟦pn:or,in,endash⟧।
kn|ನನ್ನ ಹೊಸ ಸಂಖ್ಯೆ ⟦pn:kn,in,slash⟧, ಸಂಜೆ ಕರೆ ಮಾಡಿ.
km|លេខទូរស័ព្ទថ្មីរបស់ខ្ញុំ ⟦pn:km,kh,space⟧។
lo|ເບີໂທໃໝ່ຂອງຂ້ອຍ ⟦pn:lo,la,nbhy⟧.
my|ကျွန်တော့်ဖုန်းနံပါတ်အသစ် ⟦pn:my,mm,bullet⟧ ပါ။
pa-Arab|میرا نواں نمبر ⟦pn:fa,pk,under⟧ اے، شام نوں فون کرنا۔
"""

# lang | key prefix | generator | value suffix.  The generated secret is cut in the middle:
# key = prefix + first half, value = second half + suffix.
PII_SPLIT_KV = r"""
sw|nenosiri la benki: |pw| (usisahau)
cy|cyfrinair e-bost: |pw_words|
ka|ტელეფონი: |ph:ge| (ღამით არ დარეკო)
is|kennitala: |kt|
tl|PIN ng ATM: |pin4| – wag ipagsabi
am|የግል ኢሜይል: |lit:selam.tesfaye@example.com|
et|IBAN: |iban:EE|
mn|утас: |ph:mn|
"""
