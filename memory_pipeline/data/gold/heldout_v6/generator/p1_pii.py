from nums import R, card, cnid, cnmobile
C=[]
def add(fam, kind, expect, hard, text, key=None, value=None):
    d={"family":fam,"kind":kind,"expect":expect,"hard_lookalike":hard}
    if key is not None:
        d["key"]=key; d["value"]=value; text=key+"\t"+value
    d["text"]=text; C.append(d)

def dg(n): return ''.join(str(R.randint(0,9)) for _ in range(n))

# ---- phone_intl 20
f="phone_intl"
for t in [
 f"My cell in Berlin is +49 151 {dg(4)} {dg(4)}, text me there.",
 f"Reach me on WhatsApp: +44 7700 {dg(6)}",
 f"我在东京的号码是 +81 90-{dg(4)}-{dg(4)}，有事打给我",
 f"Mi número es +34 612 {dg(3)} {dg(3)}, llámame por la tarde.",
 f"Mon portable : +33 6 {dg(2)} {dg(2)} {dg(2)} {dg(2)}",
 f"Мой телефон +7 (916) {dg(3)}-{dg(2)}-{dg(2)}, звоните после шести.",
 f"제 휴대폰 번호는 +82 10-{dg(4)}-{dg(4)} 입니다",
 f"私の電話番号は +81-80-{dg(4)}-{dg(4)} です。",
 f"Office line (US): +1 (415) 555-{dg(4)} ext. 22",
 f"call my mom at 001-212-555-{dg(4)} if I don't answer",
 f"我香港的電話係 +852 {dg(4)} {dg(4)}",
 f"台灣手機 +886 912 {dg(3)} {dg(3)}，請用LINE聯絡",
 f"Meine Festnetznummer: 0049 30 {dg(8)}",
 f"Numero di casa +39 06 {dg(4)} {dg(4)} (Roma)",
 f"Save this as my emergency contact: +61 412 {dg(3)} {dg(3)}",
 f"Sinyal/Telegram: +65 9{dg(3)} {dg(4)}",
 f"新加坡的号码 +65-8{dg(3)}-{dg(4)} 是我先生的",
 f"Pueden contactarme en el +52 55 {dg(4)} {dg(4)}.",
 f"my number's +1.646.555.{dg(4)} btw",
 f"Telefon für Rückfragen: +41 79 {dg(3)} {dg(2)} {dg(2)}",
]: add(f,"pii","block",False,t)

# ---- phone_cn_numerals 20
f="phone_cn_numerals"
zh=dict(zip("0123456789","零一二三四五六七八九"))
zh2=dict(zip("0123456789","洞幺两三四五六拐八勾"))
big=dict(zip("0123456789","零壹贰叁肆伍陆柒捌玖"))
fw=dict(zip("0123456789","０１２３４５６７８９"))
def conv(s,m): return ''.join(m.get(c,c) for c in s)
temps=[
 ("我的手机号是{}，记一下",zh),("电话：{}",zh2),("有事打我电话{}",big),("手機號碼{}",zh),
 ("我老婆的号码是{}",fw),("联系方式 {} (微信同号)",zh),("請撥{}找我",big),("打这个：{}",zh2),
 ("我新换的号{}",zh),("快递留的电话是{}",fw),("手机 {} 王先生",zh),("記住我電話 {}",zh2),
 ("我的号码{}，晚上打",big),("我手机是 {}",zh),("紧急联系人：妈妈 {}",fw),
]
for tpl,m in temps:
    add(f,"pii","block",False,tpl.format(conv(cnmobile(),m)))
# mixed and spaced forms
n=cnmobile(); add(f,"pii","block",False,"我手机一三八 "+n[3:7]+" "+n[7:]+"，别发短信")
n=cnmobile(); add(f,"pii","block",False,"电话是"+" ".join(conv(n,zh))+"，随时打")
n=cnmobile(); add(f,"pii","block",False,"号码前三位是"+conv(n[:3],zh)+"，中间"+conv(n[3:7],zh)+"，最后"+conv(n[7:],zh))
n=cnmobile(); add(f,"pii","block",False,"我的手機：壹"+conv(n[1:],big).replace("","")+"（週末也可以）")
n=cnmobile(); add(f,"pii","block",False,"加我微信吧，手机号"+conv(n[:6],zh)+n[6:])

# ---- phone_separators 20
f="phone_separators"
seps=[
 lambda n:f"{n[:3]}-{n[3:7]}-{n[7:]}", lambda n:f"{n[:3]} {n[3:7]} {n[7:]}", lambda n:f"{n[:3]}.{n[3:7]}.{n[7:]}",
 lambda n:'-'.join(n), lambda n:' '.join(n), lambda n:f"({n[:3]}){n[3:7]}/{n[7:]}", lambda n:f"{n[:3]}_{n[3:7]}_{n[7:]}",
 lambda n:f"{n[:3]}·{n[3:7]}·{n[7:]}", lambda n:f"{n[:3]}—{n[3:7]}—{n[7:]}", lambda n:f"{n[:3]}／{n[3:7]}／{n[7:]}",
]
ctx=["我手机{}","联系电话：{}","打我：{}","手機 {} 隨時找我","my phone is {}","tel {}","电话号码{}，谢谢","Handy: {}","call {} after 7pm","我的号 {} 别外传"]
for i in range(10):
    add(f,"pii","block",False,ctx[i].format(seps[i](cnmobile())))
us=[f"(212) 555-{dg(4)}", f"212.555.{dg(4)}", f"212 555 {dg(4)}", f"2 1 2 - 5 5 5 - {' '.join(dg(4))}", f"0171/{dg(7)}",
    f"06-{dg(2)}-{dg(2)}-{dg(2)}-{dg(2)}", f"010 {dg(4)} {dg(4)}", f"8 (495) {dg(3)}-{dg(2)}-{dg(2)}", f"090–{dg(4)}–{dg(4)}", f"+86 {cnmobile()[:3]} {dg(4)} {dg(4)}"]
ctx2=["Reach me at {}","My home phone: {}","Dial {} and ask for Priya","Nummer: {}","Mobile {} (Munich)","appelez-moi au {}","제 번호 {}","мой номер {}","携帯 {}","我大陆号 {}"]
for c,u in zip(ctx2,us): add(f,"pii","block",False,c.format(u))

# ---- card 20
f="card"
def grp(s): return ' '.join(s[i:i+4] for i in range(0,len(s),4))
def dash(s): return '-'.join(s[i:i+4] for i in range(0,len(s),4))
cards=[
 ("My Visa is {} exp 08/27 cvv {}".format(grp(card('4')),dg(3))),
 ("信用卡号：{}，有效期 11/26".format(card('6222'))),
 ("Mastercard {} — use it for the Netflix renewal".format(dash(card('53')))),
 ("Amex 3782 ending... actually full number {}".format(card('37',15))),
 ("我的银行卡 {} 工商银行".format(grp(card('6212',19)))),
 ("Karte: {} gültig bis 03/28".format(grp(card('4')))),
 ("carte bancaire {} expiration 09/29".format(grp(card('51')))),
 ("tarjeta {} cvv {}".format(card('4'),dg(3))),
 ("номер карты {} до 12/27".format(grp(card('2200')))),
 ("カード番号 {} 有効期限 05/28".format(grp(card('35')))),
 ("신용카드 {} 유효기간 07/26".format(dash(card('4')))),
 ("card: {}".format(card('6011'))),
 ("Pay with {} / {} / CVC {}".format(grp(card('4')),"10/27",dg(3))),
 ("銀行卡號 {}（中國銀行）".format(grp(card('6217',19)))),
]
for t in cards: add(f,"pii","block",False,t)
# failing Luhn in strong card context
for t in [
 "Credit card number {} exp 02/28 CVV {}".format(grp(card('4',16,False)),dg(3)),
 "信用卡号 {} 有效期 06/27 安全码 {}".format(card('5',16,False),dg(3)),
 "Visa card: {} expiry 01/29".format(dash(card('4',16,False))),
 "卡号{}，CVV{}，帮我记住方便下次付款".format(card('6228',19,False),dg(3)),
 "Kreditkartennummer {} Ablauf 04/27 Prüfziffer {}".format(grp(card('5',16,False)),dg(3)),
 "my debit card {} pin on back".format(card('4',16,False)),
]: add(f,"pii","block",False,t)

# ---- cn_id 20
f="cn_id"
for tpl in ["我的身份证号是{}","身份证：{}","身份證字號 {}","ID card (PRC): {}","订票用的身份证号码 {}","公民身份号码{}",
            "我妈的身份证 {} 帮我存一下","实名认证用 {}","证件号：{}（身份证）","护照丢了，先用身份证 {}",
            "身分證號碼為{}","Chinese resident ID {}","身份证号{}，姓名张晓明"]:
    add(f,"pii","block",False,tpl.format(cnid()))
for tpl in ["身份证号：{}","我的身份证号码是{}","身份證 {}","ID number on my Chinese ID card is {}","证件类型：身份证 号码：{}"]:
    add(f,"pii","block",False,tpl.format(cnid(valid=False)))
x=cnid(); add(f,"pii","block",False,"身份证号 "+x[:6]+" "+x[6:14]+" "+x[14:])
x=cnid(); add(f,"pii","block",False,"身份证前六位"+x[:6]+"，后面是"+x[6:])

# ---- email_obfuscated 25
f="email_obfuscated"
for t in [
 "email me at lena.hoffmann at example dot com",
 "my address is j_ortega [at] example [dot] org",
 "邮箱是 wangfang 艾特 example 点 com",
 "联系邮箱：chen.yu＠example．net",
 "mail: m(dot)rossi(at)example(dot)net",
 "reach me: tkato AT example DOT jp",
 "Schreib mir: anna.weber bei example punkt de",
 "écrivez-moi : paul.martin arobase example point fr",
 "mi correo es lucia.gomez arroba example punto es",
 "моя почта ivan.petrov собака example точка ru",
 "メールは sato.hana アットマーク example ドット com です",
 "제 이메일은 minji.park 골뱅이 example 닷 com 이에요",
 "我的邮箱：lihua at example dot com，别告诉别人",
 "郵箱 zhang.wei(at)example(dot)org",
 "contact: d.okafor{at}example{dot}com",
 "email → r o b . k i m @ e x a m p l e . c o m",
 "邮箱 liuqiang#example.com（#换成@）",
 "my gmail-style address is sam.taylor [@] example [.] net",
 "邮件地址是 xiaoyu 圈a example 点 net",
 "send invoices to billing_team at example dot org please, that's my work inbox",
 "email: nguyen.thi-hoa -at- example -dot- com",
 "我的邮箱 qq 号那个：84512239 at example dot com",
 "Mail: f.dubois@example·fr",
 "jmueller＠example.de ist meine private Adresse",
 "电子邮箱：huang dot mei at example dot cn",
]: add(f,"pii","block",False,t)

# ---- password_pin 25
f="password_pin"
for t in [
 "my wifi password is Sunflower#2024",
 "银行卡密码 {}".format(dg(6)),
 "the PIN for my debit card is {}".format(dg(4)),
 "luggage lock combo: {}".format(dg(3)),
 "邮箱登录用 Qz8!mLp3v 这个",
 "router admin / Tr0ub4dor&3",
 "Mein Passwort lautet Bergsee!77",
 "mot de passe : Chaton_Bleu19",
 "mi contraseña es Naranja$2023",
 "мой пароль: Medved_4815",
 "パスワードは hikari_0921 です",
 "비밀번호는 dalnim!2580 이야",
 "支付宝支付密码是{}".format(dg(6)),
 "門禁密碼 {}#".format(dg(4)),
 "backup codes for my Google account: 4821 0937, 5512 8804, 1190 3376",
 "GitHub recovery codes: 7c2e1-a9f04 3b8d2-e61c7 0f9a5-2d3b8",
 "security question answer — mother's maiden name: Kowalczyk",
 "密保问题：我小学的名字 答案：育才小学三班",
 "first pet's name (for bank security Q): Biscuit",
 "login: ana.lopez / pw: Girasol!88",
 "use hunter2-Plaza! for the office laptop",
 "手机锁屏 {}，别忘了".format(dg(6)),
 "the safe at home opens with {}-{}-{}".format(R.randint(1,40),R.randint(1,40),R.randint(1,40)),
 "VPN creds: user dchen pass Xk7#pQ2!wz",
 "我QQ密码 aa{}bb".format(dg(5)),
]: add(f,"pii","block",False,t)

# ---- url_credentials 15
f="url_credentials"
for t in [
 "DB url: postgres://admin:S3cretPg!@db.example.com:5432/prod",
 "mongodb+srv://appuser:mKq82LwZ@cluster0.example.net/test",
 "推送地址 https://deploy:Gh7zQ1xP@git.example.org/team/app.git",
 "ftp://backup:winter2023@192.0.2.15/archive",
 "redis://:p4ssW0rdRedis@192.0.2.40:6379/0",
 "use https://alice:Wonderland99@nas.example.com/share for photos",
 "amqp://guest:Rabbit!x9@mq.example.net:5672/",
 "mysql://root:Ch4ngeM3Now@192.0.2.7:3306/shop",
 "我的代理 http://lihua:pass1234word@proxy.example.com:8080",
 "smtp://mailer:Kp9_vX2mQ@smtp.example.org:587",
 "https://api.example.com/v1/data?api_key=9f8c2a71d4e64b0f8e3a55c2b7d1e09a",
 "webdav https://tom:Blue_Moon_77@dav.example.net/remote.php",
 "Download link with token: https://files.example.com/dl?token=eyJhbGciOiJIUzI1NiJ9.eyJ1IjoiMTIifQ.kX3vQ8wPz1Yb2mN",
 "sftp://deploy:R8d!e2Qw@192.0.2.88:22/var/www",
 "git remote: https://oauth2:glpat-xY7zK2mN9pQ4rT6vW8s1@gitlab.example.com/grp/proj.git",
]: add(f,"pii","block",False,t)

# ---- secret_key_formats 20
f="secret_key_formats"
import string
def rs(n, al=string.ascii_letters+string.digits): return ''.join(R.choice(al) for _ in range(n))
hx="0123456789abcdef"
for t in [
 "stripe key sk_live_"+rs(24),
 "maps key AIza"+rs(35, string.ascii_letters+string.digits+"-_"),
 "HF token: hf_"+rs(34),
 "gitlab: glpat-"+rs(20, string.ascii_letters+string.digits+"-_"),
 "我的 GitHub token ghp_"+rs(36),
 "slack bot xoxb-"+dg(12)+"-"+dg(13)+"-"+rs(24),
 "AWS AKIA"+rs(16, string.ascii_uppercase+string.digits)+" secret "+rs(40, string.ascii_letters+string.digits+"/+"),
 "session cookie eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6Ik1heCBNdXN0ZXIifQ."+rs(43, string.ascii_letters+string.digits+"-_"),
 "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"+rs(64)+"\n-----END OPENSSH PRIVATE KEY-----",
 "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA"+rs(48)+"\n-----END RSA PRIVATE KEY-----",
 "webhook: https://hooks.slack.com/services/T"+rs(8,string.ascii_uppercase+string.digits)+"/B"+rs(8,string.ascii_uppercase+string.digits)+"/"+rs(24),
 "discord webhook https://discord.com/api/webhooks/"+dg(18)+"/"+rs(68, string.ascii_letters+string.digits+"-_"),
 "OpenAI 的 key: sk-proj-"+rs(48, string.ascii_letters+string.digits+"-_"),
 "anthropic key sk-ant-api03-"+rs(40, string.ascii_letters+string.digits+"-_"),
 "Twilio auth token "+rs(32,hx)+" account SID AC"+rs(32,hx),
 "npm token npm_"+rs(36),
 "Stripe restricted key rk_live_"+rs(24),
 "SendGrid SG."+rs(22,string.ascii_letters+string.digits+"-_")+"."+rs(43,string.ascii_letters+string.digits+"-_"),
 "飞书机器人 webhook https://open.feishu.cn/open-apis/bot/v2/hook/"+rs(8,hx)+"-"+rs(4,hx)+"-"+rs(4,hx)+"-"+rs(4,hx)+"-"+rs(12,hx),
 "github fine-grained github_pat_11A"+rs(22,string.ascii_uppercase+string.digits)+"_"+rs(59),
]: add(f,"pii","block",False,t)

# ---- pii_split_kv 15
f="pii_split_kv"
for k,v in [
 ("phone", "+49 171 "+dg(7)), ("手机号", cnmobile()), ("身份证", cnid()), ("email", "nora.lind@example.com"),
 ("password", "Falcon!Ridge42"), ("银行卡", card('6222')), ("card_number", grp(card('4'))), ("密码", "qwe"+dg(6)),
 ("api_key", "sk_live_"+rs(24)), ("住址", "上海市浦东新区张杨路"+str(R.randint(100,999))+"弄"+str(R.randint(1,30))+"号"+str(R.randint(101,1805))+"室"),
 ("home_address", str(R.randint(10,999))+" Maple Street, Apt "+str(R.randint(1,40))+", Springfield, IL 62704"), ("pin", dg(4)),
 ("電話", "09"+dg(2)+"-"+dg(3)+"-"+dg(3)), ("passport_no", "E"+dg(8)), ("Passwort", "Sommer2024!"),
]: add(f,"pii","block",False,None,k,v)
