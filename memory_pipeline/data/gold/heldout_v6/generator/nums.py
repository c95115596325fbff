import random
R = random.Random(6061)

def luhn_check(s):
    d=[int(c) for c in s][::-1]; t=0
    for i,x in enumerate(d):
        if i%2: x*=2; x = x-9 if x>9 else x
        t+=x
    return t%10==0

def card(prefix, length=16, valid=True):
    while True:
        body = prefix + ''.join(str(R.randint(0,9)) for _ in range(length-len(prefix)-1))
        for c in '0123456789':
            if luhn_check(body+c):
                good=c; break
        if valid: return body+good
        bad = str((int(good)+R.randint(1,9))%10)
        return body+bad

W=[7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]; M="10X98765432"
def cnid(area=None, valid=True):
    area = area or R.choice(["110105","310115","440305","330106","510107","420111","320102","210102","370202","500103"])
    y=R.randint(1965,2003); m=R.randint(1,12); d=R.randint(1,28)
    s=f"{area}{y}{m:02d}{d:02d}{R.randint(0,999):03d}"
    c=M[sum(int(a)*b for a,b in zip(s,W))%11]
    if valid: return s+c
    return s+R.choice([x for x in M if x!=c])

def cnmobile():
    return R.choice(["138","139","135","186","158","177","199","152","187","166"])+''.join(str(R.randint(0,9)) for _ in range(8))
