# -*- coding: utf-8 -*-
"""PII / secret families (expect block)."""
import json
import string

from gen_common import (R, DIG, ALNUM, LOWER_ALNUM, UPPER_ALNUM, B64URL, B64, HEX, digits, rstr,
                        rbytes, b64, b64url_nopad, pick, fill, luhn_complete, luhn_ok, luhn_break,
                        cn_id, cn_id_valid, id_check, rand_birth, REGIONS, cn_mobile, g344, PHONE,
                        gen_pw, gen_wifi, gen_phrase, gen_seed12, pin, FIRST, DOMAINS)


# ======================================================================= phone_intl
def phone_intl():
    T = [
        ('hk', "我在香港用的号码是 {p}，晚上打比较方便。"),
        ('uk', "My UK mobile is {p} if you need to reach me while I'm in London."),
        ('jp', "出差东京期间请拨打 {p} 联系我。"),
        ('us', "Call me on {p} after 6pm, that's my US cell."),
        ('sg', "新加坡的同事让我记住他的WhatsApp：{p}"),
        ('de', "Meine Handynummer in Berlin lautet {p}, bitte nur per SMS."),
        ('fr', "Mon portable : {p} (je suis à Lyon jusqu'en mars)."),
        ('au', "我妈在悉尼，她的电话 {p}，下周她生日记得提醒我打过去"),
        ('ru', "Мой номер телефона {p}, звони в любое время."),
        ('kr', "제 한국 번호는 {p} 입니다. 카톡도 이 번호로 돼요."),
        ('cn', "回国后用这个：{p}"),
        ('es', "Mi número en Madrid es {p}, escríbeme por WhatsApp."),
        ('it', "Il mio numero italiano è {p}, chiamami dopo pranzo."),
        ('tw', "我的台灣手機是 {p}，有事隨時打給我。"),
        ('in', "For the visa form I listed {p} as my emergency contact number (it's my brother in Mumbai)."),
        ('uk', "I booked the hotel under my own name and gave the front desk {p} so they can text me when the room is ready, since my other phone doesn't roam abroad and I'll be on the train until four."),
        ('fr', "如果航班延误，地勤会打 {p} 通知我，这个号码是我在法国临时办的卡，回国以后就不用了。"),
        ('ch', "Note to self: dentist in Zurich — {p}."),
        ('us', "老公的美国号 {p}，他上个月换了新手机"),
        ('us', "テキサスにいる友人の電話番号は {p} です。"),
        ('hk_land', "香港辦公室直線 {p}，平日九點到六點有人接。"),
        ('nl', "Please save my Dutch number {p} instead of the old one."),
        ('br', "WhatsApp me at {p}, I'm in São Paulo until Friday."),
        ('ae', "迪拜接机的司机叫 Omar，电话：{p}，落地后联系他"),
        ('kr', "我的韩国朋友敏浩电话是{p}，下次去首尔要找他"),
        ('au', "Emergency contact: Mum — {p}"),
        ('de', "Der Vermieter ist unter {p} erreichbar, falls die Heizung wieder ausfällt."),
        ('ru', "在莫斯科留学时用的号码 {p} 还没注销，偶尔还能收到验证码。"),
        ('jp', "my number changed!! new one is {p} pls update ur contacts"),
        ('fr_land', "Je préfère qu'on m'appelle sur le fixe : {p}."),
        ('jp', "以后订餐厅都留这个日本号码吧：{p}"),
        ('uk_land', "She said to ring the London flat on {p} any weekday morning before ten."),
        ('us', "客户那边的对接人叫 Daniel，手机 {p}，他只在工作日回消息，周末千万别打扰他，有急事先发邮件。"),
        ('sg_land', "Office line in Singapore: {p} ext. 204"),
        ('kr', "Reach me at {p} (Signal preferred) — I'm travelling through Seoul and Busan this month."),
    ]
    return [fill(t, p=PHONE[cc]()) for cc, t in T]


# ======================================================================= phone_cn_numerals
LOW = '〇一二三四五六七八九'
LOW_LING = '零一二三四五六七八九'
UP_S = '零壹贰叁肆伍陆柒捌玖'
UP_T = '零壹貳參肆伍陸柒捌玖'
FULLW = '０１２３４５６７８９'
ARAB = '٠١٢٣٤٥٦٧٨٩'
PERS = '۰۱۲۳۴۵۶۷۸۹'
DEVA = '०१२३४५६७८९'
BENG = '০১২৩৪৫৬৭৮৯'
THAI = '๐๑๒๓๔๕๖๗๘๙'
CIRC = '⓪①②③④⑤⑥⑦⑧⑨'
MBOLD = ''.join(chr(0x1D7CE + i) for i in range(10))
MIL = '洞幺两三四五六拐八勾'
EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']


def tr(n, table):
    return ''.join(table[int(c)] for c in n)


def grp(parts, sep):
    return sep.join(parts)


def cn_numeral_styles():
    def s(n):
        return n[:3], n[3:7], n[7:]
    yao_ling = LOW_LING[:1] + '幺' + LOW_LING[2:]
    yao_o = LOW[:1] + '幺' + LOW[2:]
    return [
        lambda n: tr(n, LOW),
        lambda n: tr(n, LOW_LING),
        lambda n: tr(n, yao_o),
        lambda n: grp([tr(x, yao_ling) for x in s(n)], ' '),
        lambda n: tr(n, UP_S),
        lambda n: tr(n, UP_T),
        lambda n: tr(n[:3], LOW) + n[3:],
        lambda n: s(n)[0] + tr(s(n)[1], LOW_LING) + s(n)[2],
        lambda n: tr(n, FULLW),
        lambda n: grp([tr(x, FULLW) for x in s(n)], '－'),
        lambda n: tr(n, ARAB),
        lambda n: tr(n, PERS),
        lambda n: tr(n, DEVA),
        lambda n: tr(n, CIRC),
        lambda n: ' '.join(EN[int(c)] for c in n),
        lambda n: ' '.join(tr(n, LOW)),
        lambda n: grp([tr(x, UP_S) for x in s(n)], '-'),
        lambda n: ''.join(tr(c, FULLW) if i % 2 else c for i, c in enumerate(n)),
        lambda n: tr(n, MIL),
        lambda n: tr(n[:7], LOW_LING) + ' ' + n[7:],
        lambda n: tr(n, THAI),
        lambda n: grp([tr(x, DEVA) for x in s(n)], ' '),
        lambda n: ''.join(tr(c, LOW) if R.random() < 0.5 else c for c in n),
        lambda n: grp([tr(x, UP_T) for x in s(n)], ' '),
        lambda n: tr(n, BENG),
        lambda n: grp([tr(x, FULLW) for x in s(n)], ' '),
        lambda n: tr(n[:3], UP_S) + tr(n[3:], LOW_LING),
        lambda n: tr(n, MBOLD),
        lambda n: grp([tr(x, LOW) for x in s(n)], '·'),
        lambda n: grp([tr(x, ARAB) for x in s(n)], ' '),
        lambda n: ' '.join(EN[int(c)] if i % 3 else c for i, c in enumerate(n)),
        lambda n: grp([tr(x, yao_o) for x in s(n)], '，'),
        lambda n: tr(n[:3], LOW) + tr(n[3:7], FULLW) + tr(n[7:], UP_S),
        lambda n: tr(n, PERS[:5] + ARAB[5:]),
        lambda n: grp([tr(s(n)[0], MIL), s(n)[1], tr(s(n)[2], LOW)], ' '),
    ]


def phone_cn_numerals():
    T = [
        "我的手机号是{p}", "电话：{p}，微信同号", "有事打我手机 {p}", "記一下我的新號碼{p}，舊的停用了",
        "快递小哥打{p}就行，东西放门卫", "我老婆手机号{p}，紧急联系人填她", "号码是{p}，别告诉别人",
        "联系方式：{p}（王先生）", "my cn number: {p}", "妈妈的手机{p}记一下",
        "回头打{p}找我，白天可能在开会，晚上八点以后比较方便接电话，周末全天都行。",
        "这是我新办的卡：{p}，以后短信发这个", "房东说有问题打他电话{p}，他姓李", "電話號碼{p}，請於工作日聯繫",
        "登记的时候我写的手机号是{p}，验证码会发到这里", "手机号码 {p}", "call or text {p} (China Mobile)",
        "我爸的号码：{p}，他不太会用微信，有事直接打电话", "绑定的手机{p}", "留个号{p}，到了楼下给我打",
        "请记住：我的电话号码为{p}。", "孩子班主任张老师的手机 {p}", "号码{p}是我工作用的，私人号另外给你",
        "下单的收货电话写{p}", "我弟换号了，现在是{p}", "快記住我電話{p}", "把{p}设成我的默认联系电话吧",
        "医院预约留的号码是{p}，到时候会有短信提醒", "打这个{p}，找小陈", "我的手机：{p}；邮箱下次再给你",
        "我的号码念出来是{p}，你记一下", "备用号码{p}", "Her WeChat is linked to {p}",
        "前台说会打{p}通知我取件", "我这个月一直用{p}这个号，银行卡也绑的它",
    ]
    styles = cn_numeral_styles()
    idx = list(range(len(styles)))
    R.shuffle(idx)
    out = []
    for i, t in enumerate(T):
        n = cn_mobile()
        out.append(fill(t, p=styles[idx[i % len(idx)]](n)))
    return out


# ======================================================================= phone_separators
def lo_sub(n, one='l', zero='O'):
    return n.replace('1', one).replace('0', zero)


def sep_styles():
    def s(n):
        return n[:3], n[3:7], n[7:]
    return [
        lambda n: '/'.join(s(n)),
        lambda n: '_'.join(s(n)),
        lambda n: ','.join(s(n)),
        lambda n: '·'.join(s(n)),
        lambda n: '～'.join(s(n)),
        lambda n: '|'.join(s(n)),
        lambda n: ' - '.join(s(n)),
        lambda n: s(n)[0] + '.' + s(n)[1] + '-' + s(n)[2],
        lambda n: s(n)[0] + ' ' + s(n)[1] + '_' + s(n)[2],
        lambda n: lo_sub(n),
        lambda n: '-'.join(n),
        lambda n: ' '.join(n),
        lambda n: '前三位是%s，中间四位%s，最后四位%s' % s(n),
        lambda n: 'it starts with %s, then %s, and ends in %s' % s(n),
        lambda n: '(%s)%s-%s' % s(n),
        lambda n: '+86 ' + '/'.join(s(n)),
        lambda n: '丨'.join(s(n)),
        lambda n: '—'.join(s(n)),
        lambda n: '~'.join(s(n)),
        lambda n: '\\'.join(s(n)),
        lambda n: ':'.join(s(n)),
        lambda n: '; '.join(s(n)),
        lambda n: '-'.join(lo_sub(x) for x in s(n)),
        lambda n: n[0] + ' ' + n[1:3] + '-' + n[3:5] + ' ' + n[5:7] + '/' + n[7:],
        lambda n: '　'.join(s(n)),
        lambda n: '#'.join(s(n)),
        lambda n: '...'.join(s(n)),
        lambda n: ' . '.join(s(n)),
        lambda n: '%s开头，接着是%s，结尾是%s' % s(n),
        lambda n: ' - '.join(' '.join(x) for x in s(n)),
        lambda n: lo_sub(s(n)[0], 'I', 'o') + ' ' + lo_sub(s(n)[1], 'I', 'o') + ' ' + lo_sub(s(n)[2], 'I', 'o'),
        lambda n: '、'.join(s(n)),
        lambda n: '•'.join(s(n)),
    ]


def phone_separators():
    T = [
        "手机 {p}", "我的号码{p}，有事联系", "新号：{p}", "Reach me at {p} anytime",
        "电话写成 {p} 了，别弄错", "联系人电话 {p}", "cell {p}", "打{p}，我一般都在",
        "记住号码{p}，是我表姐的", "號碼是{p}喔", "快递电话填 {p}", "mobile: {p}",
        "我把号码拆开说：{p}，拼起来就是了", "My Chinese number — {p} — is the one on WeChat.",
        "叫车的时候留{p}", "老爸的手机 {p}", "contact {p} for the keys", "預約電話 {p}",
        "我的私人号码{p}，工作号别打", "中介的电话是{p}，他叫老周", "短信发到 {p}",
        "backup phone; {p}", "号码 {p} 是我的", "{p} 这个号你存一下，是我",
        "写下来：{p}", "客服让我留个电话，我留的是{p}", "我的手机号码是 {p} 哈",
        "ring {p} when you land", "电话嘛，{p}，就这个", "我新换的号码：{p}（移动的）",
        "收货人：刘女士，电话 {p}，地址回头发你", "The number she gave me: {p}",
        "我邻居的号码 {p}，出门时请他帮忙喂猫",
    ]
    styles = sep_styles()
    out = []
    idx = list(range(len(styles)))
    R.shuffle(idx)
    for i, t in enumerate(T):
        n = cn_mobile(need='01')
        out.append(fill(t, p=styles[idx[i]](n)))
    # two international ones with odd separators
    a, b, c = pick(['415', '646', '312']), digits(3, '2345678'), digits(4)
    out.append("My US line is +1 %s/%s/%s, text first" % (a, b, c))
    uk = pick(['7911', '7825', '7788']) + digits(6)
    out.append("UK mobile: +44 _ %s _ %s _ %s" % (uk[:4], uk[4:7], uk[7:]))
    return out


# ======================================================================= card
def card_number(brand):
    if brand == 'visa':
        return luhn_complete('4', 16)
    if brand == 'mc':
        return luhn_complete(str(R.randint(51, 55)), 16)
    if brand == 'mc2':
        return luhn_complete(str(R.randint(2221, 2720)), 16)
    if brand == 'amex':
        return luhn_complete(pick(['34', '37']), 15)
    if brand == 'up16':
        return luhn_complete(pick(['6222', '6217', '6228', '6212', '6259', '6214']), 16)
    if brand == 'up19':
        return luhn_complete(pick(['6222', '6217', '6228', '6216']), 19)
    if brand == 'disc':
        return luhn_complete('6011', 16)
    if brand == 'jcb':
        return luhn_complete('35' + str(R.randint(28, 89)), 16)
    if brand == 'diners':
        return luhn_complete('36', 14)
    raise ValueError(brand)


def fmt_card(n, g):
    if g == 'sp4':
        return ' '.join(n[i:i + 4] for i in range(0, len(n), 4))
    if g == 'dash4':
        return '-'.join(n[i:i + 4] for i in range(0, len(n), 4))
    if g == 'none':
        return n
    if g == 'amex':
        return n[:4] + ' ' + n[4:10] + ' ' + n[10:]
    if g == 'dot4':
        return '.'.join(n[i:i + 4] for i in range(0, len(n), 4))
    if g == 'odd':
        return n[:4] + ' ' + n[4:7] + ' ' + n[7:10] + ' ' + n[10:13] + ' ' + n[13:]
    if g == 'six':
        return n[:6] + ' ' + n[6:]
    if g == 'fw':
        return ' '.join(''.join(chr(0xFF10 + int(c)) for c in n[i:i + 4]) for i in range(0, len(n), 4))
    if g == 'diners':
        return n[:4] + ' ' + n[4:10] + ' ' + n[10:]
    raise ValueError(g)


def exp():
    return '%02d/%02d' % (R.randint(1, 12), R.randint(27, 31))


def card():
    # (template, brand, grouping, luhn_ok?)
    T = [
        ("我常用的信用卡 {c}，有效期 {e}", 'visa', 'sp4', True),
        ("Card number: {c}, exp {e}, CVV {cvv}", 'mc', 'sp4', True),
        ("カード番号は {c} です。", 'jcb', 'dash4', True),
        ("帮我记一下工资卡 {c}，建设银行的", 'up19', 'sp4', True),
        ("Pay with my Amex {c} for the hotel deposit.", 'amex', 'amex', True),
        ("{c} — this is the card I use for subscriptions", 'mc2', 'none', True),
        ("网购默认用这张：{c}", 'up16', 'dash4', True),
        ("numéro de carte : {c}, expire {e}", 'visa', 'sp4', True),
        ("Meine Kreditkartennummer lautet {c}.", 'mc', 'dot4', True),
        ("número de tarjeta {c} (la de débito)", 'visa', 'none', True),
        ("카드번호 {c} 유효기간 {e}", 'mc2', 'sp4', True),
        ("номер карты {c}, срок {e}", 'mc', 'sp4', True),
        ("我老婆的卡号是{c}，给她订机票用", 'up16', 'none', True),
        ("On the booking site I typed {c} and it went through, so that's the one for travel from now on.", 'disc', 'sp4', True),
        ("银行卡 {c} 是交房租用的", 'up19', 'none', True),
        ("Diners card {c}, rarely used", 'diners', 'diners', True),
        ("信用卡号：{c}　有效期：{e}　安全码：{cvv}", 'visa', 'fw', True),
        ("the business card is {c}, billing zip 10013", 'amex', 'none', True),
        ("我在淘宝绑的那张卡{c}，今天被提醒快到期了，记得下个月换新卡后更新一下支付方式。", 'up16', 'sp4', True),
        ("Visa {c}", 'visa', 'odd', True),
        ("储蓄卡 {c}", 'up16', 'six', True),
        ("Use {c} exp {e} for the Netflix renewal", 'mc2', 'dash4', True),
        ("刷卡用 {c}", 'jcb', 'sp4', True),
        ("mastercard {c} / {e} / {cvv}", 'mc', 'none', True),
        ("這張卡號{c}是公司配的", 'visa', 'dash4', True),
        ("Amex for work expenses: {c}", 'amex', 'sp4', True),
        ("孩子的学费从 {c} 这张卡扣", 'up19', 'dash4', True),
        # explicit card context, failing Luhn — still block
        ("卡号：{c}", 'up16', 'sp4', False),
        ("My card number is {c}, expiry {e}", 'visa', 'sp4', False),
        ("カード番号 {c} 有効期限 {e}", 'mc', 'dash4', False),
        ("信用卡卡号 {c}，这是我的主卡", 'mc2', 'none', False),
        ("Kartennummer: {c}", 'visa', 'dot4', False),
        ("银行卡号{c}（工商银行）", 'up19', 'sp4', False),
        ("credit card no. {c} cvv {cvv}", 'amex', 'amex', False),
        ("número de tarjeta de crédito: {c}", 'disc', 'sp4', False),
    ]
    out = []
    for t, brand, g, ok in T:
        n = card_number(brand)
        if not ok:
            n = luhn_break(n)
        assert luhn_ok(n) == ok
        cvv = digits(4 if brand == 'amex' else 3)
        out.append(fill(t, c=fmt_card(n, g), e=exp(), cvv=cvv))
    return out


# ======================================================================= cn_id
def id_fmt(s, f):
    if f == 'plain':
        return s
    if f == 'sp':
        return s[:6] + ' ' + s[6:14] + ' ' + s[14:]
    if f == 'sp4':
        return ' '.join([s[:6], s[6:10], s[10:14], s[14:]])
    if f == 'dash':
        return s[:6] + '-' + s[6:14] + '-' + s[14:]
    if f == 'lx':
        return s[:17] + s[17].lower()
    if f == 'fw':
        return ''.join(chr(0xFF10 + int(c)) if c.isdigit() else 'Ｘ' for c in s)
    raise ValueError(f)


def cnid():
    # (template, variant, format)   variant: ok / x / bad
    T = [
        ("我的身份证号是{id}", 'ok', 'plain'),
        ("身份证：{id}，订票的时候要用", 'ok', 'plain'),
        ("证件号 {id}", 'x', 'plain'),
        ("ID number: {id}", 'ok', 'plain'),
        ("公民身份号码 {id}", 'ok', 'sp'),
        ("我爸身份证号码{id}，帮他挂号用", 'ok', 'plain'),
        ("身份證字號：{id}", 'x', 'plain'),
        ("Chinese ID card No. {id}", 'ok', 'sp4'),
        ("中国の身分証番号は{id}です", 'ok', 'plain'),
        ("酒店登记用的证件号码 {id}", 'bad', 'plain'),
        ("身份证 {id}（末位是X）", 'x', 'sp'),
        ("我媳妇的身份证号：{id}，买保险要填", 'ok', 'plain'),
        ("ID {id}", 'ok', 'dash'),
        ("住院登记：姓名李秀英，身份证号{id}，联系人是她女儿。", 'ok', 'plain'),
        ("身份证号码{id}", 'bad', 'sp4'),
        ("my national ID (China) is {id}", 'x', 'lx'),
        ("身份证号 {id}", 'ok', 'fw'),
        ("证件类型：居民身份证；证件号码：{id}", 'ok', 'plain'),
        ("孩子的身份证号是{id}，报名夏令营要填", 'ok', 'plain'),
        ("身分證號碼 {id}", 'bad', 'plain'),
        ("ID-Nummer (chinesischer Ausweis): {id}", 'ok', 'plain'),
        ("上次办签证填的身份证号是{id}，你帮我存着，下次不用再翻证件了。", 'ok', 'plain'),
        ("身份证后面几位老记不住，完整的是 {id}", 'x', 'plain'),
        ("实名认证用的身份证 {id}", 'bad', 'sp'),
        ("número de identificación chino: {id}", 'ok', 'plain'),
        ("租房合同上我的证件号写的是{id}", 'ok', 'dash'),
        ("身份证号：{id}；户籍地：见身份证", 'x', 'plain'),
        ("Passenger ID (身份证): {id}", 'bad', 'plain'),
        ("我妈的证件号{id}", 'ok', 'sp4'),
        ("신분증 번호(중국): {id}", 'ok', 'plain'),
        ("身份证{id}，开户时候用的", 'bad', 'plain'),
        ("帮我填表：身份证号 {id}，手机号稍后给", 'ok', 'plain'),
        ("ID card number {id} — needed for the train ticket", 'x', 'sp'),
        ("医保卡和身份证号都是{id}", 'ok', 'plain'),
        ("номер китайского паспорта (ID) {id}", 'bad', 'sp'),
    ]
    out = []
    for t, var, f in T:
        if var == 'x':
            s = cn_id(want_x=True)
        else:
            s = cn_id(want_x=False)
            if var == 'bad':
                good = s[17]
                choices = [c for c in '0123456789X' if c != good]
                s = s[:17] + pick(choices)
                assert not cn_id_valid(s)
        out.append(fill(t, id=id_fmt(s, f)))
    return out


# ======================================================================= email_obfuscated
def fullwidth(s):
    o = []
    for ch in s:
        c = ord(ch)
        if 0x21 <= c <= 0x7E:
            o.append(chr(c + 0xFEE0))
        elif ch == ' ':
            o.append('\u3000')
        else:
            o.append(ch)
    return ''.join(o)


def email_styles():
    return [
        lambda u, d, t: f"{u} at {d} dot {t}",
        lambda u, d, t: f"{u} [at] {d} [dot] {t}",
        lambda u, d, t: f"{u}(at){d}(dot){t}",
        lambda u, d, t: f"{u} 艾特 {d} 点 {t}",
        lambda u, d, t: f"{u}圈a{d}点{t}",
        lambda u, d, t: f"{u}@{d}。{t}",
        lambda u, d, t: fullwidth(f"{u}@{d}.{t}"),
        lambda u, d, t: f"{u}＠{d}.{t}",
        lambda u, d, t: f"{u} at sign {d} dot {t}",
        lambda u, d, t: f"{u} arroba {d} punto {t}",
        lambda u, d, t: f"{u} собака {d} точка {t}",
        lambda u, d, t: f"{u} アットマーク {d} ドット {t}",
        lambda u, d, t: ' '.join(f"{u}@{d}.{t}"),
        lambda u, d, t: f"{u} {{at}} {d} {{dot}} {t}",
        lambda u, d, t: f"{u} AT {d} DOT {t}",
        lambda u, d, t: f"{u}_at_{d}_dot_{t}",
        lambda u, d, t: f"{u} 골뱅이 {d} 점 {t}",
        lambda u, d, t: f"{u} Klammeraffe {d} Punkt {t}",
        lambda u, d, t: f"{u} arobase {d} point {t}",
        lambda u, d, t: f"{u}#{d}.{t}（把#换成@）",
        lambda u, d, t: f"{u} 小老鼠 {d} 點 {t}",
        lambda u, d, t: f"{u}&#64;{d}&#46;{t}",
        lambda u, d, t: f"{u} at {d}.{t}",
        lambda u, d, t: f"@前面是 {u}，后面是 {d}.{t}",
        lambda u, d, t: f"{u} (a) {d} (.) {t}",
        lambda u, d, t: f"{u}[@]{d}[.]{t}",
        lambda u, d, t: f"{u} @ {d} . {t}",
        lambda u, d, t: f"{u} /at/ {d} /dot/ {t}",
        lambda u, d, t: f"{u}＠{d}．{t}",
        lambda u, d, t: f"{u} at {d}。{t}",
        lambda u, d, t: f"{u} 圈 {d} 点 {t}",
        lambda u, d, t: f"{u} at-sign {d} period {t}",
        lambda u, d, t: (f"{u}@{d}.{t}")[::-1] + "（倒过来读）",
        lambda u, d, t: f"{u} (arroba) {d} (punto) {t}",
        lambda u, d, t: f"{u} 엣 {d} 닷 {t}",
    ]


def email_obfuscated():
    T = [
        "我的邮箱是 {m}", "email me: {m}", "发简历到 {m}", "Mi correo: {m}", "联系邮箱 {m}，工作日回复",
        "Pour me joindre : {m}", "Моя почта — {m}", "メールは {m} までお願いします", "my personal inbox is {m}, the work one is different",
        "以后账单都发 {m}", "write to {m}", "邮箱：{m}", "이메일 주소는 {m} 입니다", "Meine Mail: {m}",
        "注册用的邮箱 {m}", "郵件寄到 {m} 就好", "reach my sister at {m}", "老板的邮箱是 {m}，周报抄送给他",
        "{m} ← that's where invoices go", "学校老师让把作业发到 {m}", "contact: {m}",
        "如果找不到我，可以给 {m} 发邮件，我每天晚上都会看，不过周末可能回得慢一点。",
        "备用邮箱 {m}", "Send the photos to {m} please", "我的 Apple ID 就是 {m}",
        "PayPal account email {m}", "電子郵件：{m}", "邮件地址 {m}（别公开）", "Email (spelled out): {m}",
        "订阅 newsletter 用的是 {m}", "my Gmail-style address at work is {m}", "有问题发邮件到{m}",
        "Correo del trabajo: {m}", "E-Mail-Adresse: {m}", "私の連絡先メール：{m}",
    ]
    styles = email_styles()
    users = list(FIRST)
    R.shuffle(users)
    idx = list(range(len(styles)))
    R.shuffle(idx)
    out = []
    for i, t in enumerate(T):
        u = users[i]
        d, tld = pick(DOMAINS)
        out.append(fill(t, m=styles[idx[i]](u, d, tld)))
    return out


# ======================================================================= password_pin
def password_pin():
    T = [
        "我的银行卡密码是{pin6}",
        "家里Wi-Fi密码：{wifi}",
        "PIN 是 {pin4}，别忘了",
        "pw: {pw}",
        "公司VPN口令 {pw}",
        "进群暗号：{phrase}",
        "パスワードは{pw}です",
        "비밀번호는 {pw} 입니다",
        "Mi contraseña del correo es {pw}",
        "Le mot de passe du wifi est {wifi}",
        "Das Kennwort für den Router lautet {pw}",
        "My passphrase for the backup vault is \"{phrase}\"",
        "门禁 {door}#",
        "楼下大门的密码是{door}，按完再按#",
        "支付宝支付密码{pin6}",
        "ATM取款密码改成{pin6}了",
        "my laptop login is {pw} — don't judge",
        "Router admin: admin / {pw}",
        "公司邮箱 账号 {user} 密码 {pw}",
        "开保险柜就按{pin6}",
        "手机锁屏{pin4}",
        "Garage door code: {pin4}",
        "记住：我的iCloud密码换成了{pw}，之前那个作废",
        "wifi: HomeNet_5G / {wifi}",
        "The alarm disarm code is {pin4}, in case the cleaner needs it.",
        "密碼：{pw}（大小寫要注意）",
        "wallet seed phrase: {seed}",
        "卡背面那三位是{cvv}",
        "我所有网站都用同一个 {pw}，你帮我记着",
        "Steam 账号 {user}，password {pw}",
        "ПИН-код карты {pin4}",
        "私の銀行の暗証番号は{pin4}です",
        "Wenn du ins WLAN willst: Passwort ist {wifi}",
        "我一般周末去健身房，储物柜是密码锁，我固定用{pin4}这个组合，这样就不会忘，顺便提醒我下周要续卡。",
        "passphrase {phrase2} — for the old Ubuntu laptop disk encryption",
    ]
    out = []
    for t in T:
        user = pick(FIRST).split('.')[0] + digits(2)
        out.append(fill(t, pin6=pin(6), pin4=pin(4), pw=gen_pw(), wifi=gen_wifi(), phrase=gen_phrase(3, ' '),
                        phrase2=gen_phrase(5, ' '), door=pin(R.choice([4, 6])), user=user, seed=gen_seed12(),
                        cvv=digits(3)))
    return out


# ======================================================================= url_credentials
HOSTS_IP = ['192.0.2.15', '192.0.2.77', '192.0.2.201', '198.51.100.23', '198.51.100.40', '198.51.100.9',
            '198.51.100.5', '198.51.100.12', '203.0.113.8']


def url_pw():
    return pick([pick(['Maple', 'Orbit', 'Falcon', 'Cedar', 'Quartz']) + digits(R.randint(3, 5)) + pick('!*_-.'),
                 rstr(ALNUM, R.randint(12, 20)), rstr(ALNUM, 6) + pick('_-.') + rstr(ALNUM, 6)])


def ghp():
    return 'ghp_' + rstr(ALNUM, 36)


def url_credentials():
    T = [
        "DATABASE_URL=postgres://app_user:{pw}@db.example.com:5432/prod",
        "连接串是 mysql://root:{pw}@192.0.2.15:3306/shop，别外传",
        "redis://:{pw}@198.51.100.23:6379/0 是缓存地址",
        "git clone https://{user}:{ghp}@github.com/example-org/billing.git",
        "curl 'https://api.example.com/v2/orders?api_key={key32}&limit=50'",
        "打开 https://dash.example.net/share?token={tok} 就能看报表",
        "smb://FINANCE;{user}:{pw}@198.51.100.40/shared",
        "ftp://{user}:{pw}@ftp.example.org/uploads/",
        "mongodb+srv://admin:{pw}@cluster0.example.net/?retryWrites=true&w=majority",
        "amqp://guest:{pw}@mq.example.com:5672/vhost",
        "sftp://deploy:{pw}@192.0.2.77:22/var/www",
        "jdbc:postgresql://db.example.org:5432/hr?user=hr_admin&password={pw}",
        "webhook 地址 https://hooks.example.com/ingest?access_token={tok}",
        "In my .env: CELERY_BROKER_URL=redis://default:{pw}@cache.example.com:6380/1",
        "我把 Jenkins 地址存成 https://admin:{pw}@ci.example.org 了，这样省得每次登录",
        "ldapsearch -H ldap://198.51.100.9 -D cn=admin,dc=example,dc=com -w {pw}",
        "https://{user}:{pw}@nas.example.net:5001/webman/index.cgi",
        "rtsp://admin:{pw}@192.0.2.201:554/stream1 是家里摄像头的地址",
        "proxy: http://{user}:{pw}@proxy.example.com:3128",
        "https://s3.example.com/reports/q3.pdf?X-Amz-Credential={akia}%2F20261204%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature={hex64}",
        "//registry.example.org/:_authToken=npm_{npm36}",
        "pip install -i https://__token__:pypi-{pypi}@pypi.example.org/simple internal-tools",
        "Server=tcp:sql.example.net,1433;Database=crm;User ID=crm_svc;Password={pw};Encrypt=True;",
        "https://example.com/api/export?key={key32}&format=csv — this one is my personal key",
        "imaps://{user}%40example.com:{pw}@imap.example.com:993/INBOX",
        "kafka: bootstrap 198.51.100.12:9093 sasl.username=svc_stream sasl.password={pw}",
        "wss://stream.example.net/feed?auth={tok}",
        "git remote set-url origin https://oauth2:glpat-{glpat}@gitlab.example.com/team/app.git",
        "clickhouse://default:{pw}@198.51.100.5:9000/analytics",
        "家里路由器远程管理 http://admin:{pw}@203.0.113.8:8443 ，出门在外也能登",
    ]
    out = []
    for t in T:
        user = pick(FIRST).replace('.', '_')
        out.append(fill(t, pw=url_pw(), user=user, ghp=ghp(), key32=rstr(LOWER_ALNUM, 32),
                        tok=rstr(B64URL, 40), akia='AKIA' + rstr('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16),
                        hex64=rstr(HEX, 64), npm36=rstr(ALNUM, 36),
                        pypi='AgEIcHlwaS5vcmc' + rstr(B64URL, 60), glpat=rstr(B64URL, 20)))
    return out


# ======================================================================= secret_key_formats
def pem_body(n_lines, head=b''):
    raw = head + rbytes(48 * n_lines - len(head))
    s = b64(raw)
    return '\n'.join(s[i:i + 64] for i in range(0, len(s), 64))


def jwt():
    h = b64url_nopad(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url_nopad(json.dumps({"sub": digits(8), "name": pick(['Lin Xiaoyu', 'Mia Hoffmann', 'Kenta Tanaka']),
                                  "role": "user", "iat": 1764800000 + R.randrange(10 ** 7)},
                                 separators=(',', ':')).encode())
    return h + '.' + p + '.' + rstr(B64URL, 43)


def secret_key_formats():
    aws_id = 'AKIA' + rstr('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)
    aws_secret = rstr(ALNUM + '/+', 40)
    rsa = ("-----BEGIN RSA PRIVATE KEY-----\n" +
           pem_body(6, b'\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00') + "\n-----END RSA PRIVATE KEY-----")
    ossh = ("-----BEGIN OPENSSH PRIVATE KEY-----\n" +
            pem_body(5, b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003\x00\x00\x00\x0bssh-ed25519') +
            "\n-----END OPENSSH PRIVATE KEY-----")
    pgp = ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(5, b'\x95\x03\x98\x04') + "\n=" +
           rstr(B64, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----")
    ec = ("-----BEGIN EC PRIVATE KEY-----\n" + pem_body(2, b'\x30\x77\x02\x01\x01\x04\x20') +
          "\n-----END EC PRIVATE KEY-----")
    gcp_pk = "-----BEGIN PRIVATE KEY-----\\n" + b64(rbytes(60)) + "\\n-----END PRIVATE KEY-----\\n"
    T = [
        "这是我的 OpenAI key：sk-" + rstr(ALNUM, 48) + "，你帮我存着",
        "Stripe secret for the shop: sk_live_" + rstr(ALNUM, 24),
        "restricted key rk_live_" + rstr(ALNUM, 24) + " only has read access to charges",
        "Google Maps API key AIza" + rstr(B64URL, 35),
        "HF_TOKEN=hf_" + rstr(string.ascii_letters, 34),
        "GitLab 的个人令牌 glpat-" + rstr(B64URL, 20),
        "npm publish 用的 token：npm_" + rstr(ALNUM, 36),
        "ghp_" + rstr(ALNUM, 36) + " is my GitHub token, don't lose it",
        "oauth token gho_" + rstr(ALNUM, 36),
        "Fine-grained PAT: github_pat_11" + rstr(UPPER_ALNUM, 20) + "_" + rstr(ALNUM, 59),
        "Slack bot token xoxb-" + digits(12, '123456789') + "-" + digits(13, '123456789') + "-" + rstr(ALNUM, 24),
        "我的 Slack 用户令牌 xoxp-" + digits(12, '123456789') + "-" + digits(12, '123456789') + "-" +
        digits(13, '123456789') + "-" + rstr(HEX, 32),
        "AWS_ACCESS_KEY_ID=" + aws_id + "\nAWS_SECRET_ACCESS_KEY=" + aws_secret,
        "登录后台的 session token：" + jwt(),
        "deploy key, keep it safe:\n" + rsa,
        "服务器的私钥我贴这里了\n" + ossh,
        "my signing key backup:\n" + pgp,
        "告警推送的 webhook：https://hooks.slack.com/services/T" + rstr(UPPER_ALNUM, 9) + "/B" +
        rstr(UPPER_ALNUM, 10) + "/" + rstr(ALNUM, 24),
        "Discord webhook https://discord.com/api/webhooks/" + digits(19, '1') + "/" + rstr(B64URL, 68),
        "encryption key (base64): " + b64(rbytes(32)),
        "AES-256 密钥（hex）：" + rstr(HEX, 64),
        "SENDGRID_API_KEY=SG." + rstr(B64URL, 22) + "." + rstr(B64URL, 43),
        "Telegram 机器人 token " + digits(10, '5678') + ":AA" + rstr(B64URL, 33),
        "Twilio API key SK" + rstr(HEX, 32) + " secret " + rstr(ALNUM, 32),
        "DefaultEndpointsProtocol=https;AccountName=examplestore;AccountKey=" + b64(rbytes(64)) +
        ";EndpointSuffix=core.windows.net",
        '{"type": "service_account", "project_id": "demo-proj-4471", "private_key_id": "' + rstr(HEX, 40) +
        '", "private_key": "' + gcp_pk + '"}',
        "Claude key sk-ant-api03-" + rstr(B64URL, 93) + "AA",
        "Stripe webhook signing secret whsec_" + rstr(ALNUM, 32),
        "Mailgun: key-" + rstr(HEX, 32),
        "Slack app-level token xapp-1-A" + rstr(UPPER_ALNUM, 10) + "-" + digits(13, '1') + "-" + rstr(HEX, 64),
        "shopify admin token shpat_" + rstr(HEX, 32),
        "DD_API_KEY=" + rstr(HEX, 32) + "  # Datadog，生产环境的",
        "ECDSA key for the JWT signer:\n" + ec,
        "GitHub App installation token ghs_" + rstr(ALNUM, 36) + " (expires in an hour but still)",
        "DigitalOcean 令牌 dop_v1_" + rstr(HEX, 64) + "，别发到群里",
    ]
    return T


# ======================================================================= pii_split_kv
def pii_split_kv():
    n1 = cn_mobile()
    n2 = cn_mobile()
    n3 = cn_mobile()
    n4 = cn_mobile()
    n5 = cn_mobile()
    uk = pick(['7911', '7825', '7788']) + digits(6)
    au = '4' + pick('0123') + digits(7)
    jp = digits(4, '23456789') + digits(4)
    c1 = luhn_complete('4', 16)
    c2 = luhn_complete('6217', 19)
    c3 = luhn_complete('37', 15)
    id1 = cn_id()
    id2 = cn_id(want_x=True)
    id3 = cn_id()
    u1, u2, u3 = 'lin.xiaoyu', 'chen_hao88', 'k.tanaka'
    sk = rstr(ALNUM, 48)
    aws_id = 'AKIA' + rstr('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)
    kv = [
        ("新号码 " + n1[:3] + " " + n1[3:7], n1[7:]),
        ("手机号", n2),
        ("my number is +44 " + uk[:4], uk[4:7] + " " + uk[7:]),
        ("card " + c1[:4] + " " + c1[4:8] + " " + c1[8:12], c1[12:]),
        ("身份证 " + id1[:12], id1[12:]),
        ("email", u1 + " at example dot com"),
        (u2 + "@", "example.org"),
        ("密码", gen_pw(1)),
        ("Wi-Fi password", gen_wifi()),
        ("PIN", pin(4)),
        ("OpenAI key sk-", sk),
        ("DATABASE_URL", "postgres://report:" + gen_pw(0) + "@198.51.100.40:5432/bi"),
        ("AWS_ACCESS_KEY_ID " + aws_id, rstr(ALNUM + '/+', 40)),
        ("门禁", pin(4) + "#"),
        ("妈妈的电话", tr(n3, LOW_LING)),
        ("ID number", id2),
        ("紧急联系人 张敏 " + n4[:3], n4[3:7] + " " + n4[7:]),
        ("银行卡", ' '.join(c2[i:i + 4] for i in range(0, 19, 4))),
        ("+81 90", jp[:4] + "-" + jp[4:]),
        ("证件号码 " + id3[:6], id3[6:14] + " " + id3[14:]),
        ("github token", ghp()),
        ("contraseña del banco", gen_pw(3)),
        ("收件邮箱前缀 " + u3, "＠example.net"),
        ("房东电话", ph_cn_land_plain()),
        ("Kennwort", gen_pw(4)),
        ("VPN 口令", gen_pw(1)),
        ("my Aussie mobile +61 " + au[:3], au[3:6] + " " + au[6:]),
        ("Amex", c3[:4] + "-" + c3[4:10] + "-" + c3[10:]),
        ("Slack webhook", "https://hooks.slack.com/services/T" + rstr(UPPER_ALNUM, 9) + "/B" + rstr(UPPER_ALNUM, 10) +
         "/" + rstr(ALNUM, 24)),
        ("my phone ends with", n5[-4:] + "; the first seven are " + n5[:7]),
    ]
    assert luhn_ok(c1) and luhn_ok(c2) and luhn_ok(c3) and cn_id_valid(id1) and cn_id_valid(id2) and cn_id_valid(id3)
    return kv


def ph_cn_land_plain():
    n = '21' + pick('56') + digits(7)
    return "021-" + n[2:6] + "-" + n[6:]
