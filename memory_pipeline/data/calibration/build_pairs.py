"""Build pairs.jsonl, the calibration pair set, from the hand-written vocabulary below.

Run from this folder: `python build_pairs.py`. Deterministic (seeded), so the file only changes
when the vocabulary does. heldout_pairs.jsonl is written by hand and never generated or tuned on.

Each attribute: zh key, a zh paraphrase of the key, en key, an en paraphrase; each value: zh,
a zh paraphrase, en, an en paraphrase. Kinds:
  duplicate  the same fact, reworded (same language) or translated (cross);
  update     the same attribute with a new value (the judge's case, never a duplicate);
  related    a neighbouring attribute of the same person or topic;
  unrelated  nothing in common.
"""

import json
import random

ATTRIBUTES = {
    "city": (
        ("城市", "居住地", "city", "lives in"),
        [
            ("上海", "上海市", "Shanghai", "the city of Shanghai"),
            ("北京", "北京市", "Beijing", "Beijing, China"),
            ("杭州", "杭州市", "Hangzhou", "Hangzhou city"),
            ("深圳", "深圳市", "Shenzhen", "Shenzhen city"),
            ("伦敦", "英国伦敦", "London", "London, UK"),
        ],
    ),
    "role": (
        ("职业", "工作", "role", "occupation"),
        [
            ("后端工程师", "做后端开发", "backend engineer", "backend developer"),
            ("产品经理", "做产品经理", "product manager", "works as a product manager"),
            ("中学老师", "在中学教书", "high school teacher", "teaches at a high school"),
            ("医生", "是一名医生", "doctor", "physician"),
            ("数据分析师", "做数据分析", "data analyst", "analyses data for a living"),
        ],
    ),
    "employer": (
        ("公司", "工作单位", "employer", "works at"),
        [
            ("阿里巴巴", "阿里", "Alibaba", "Alibaba Group"),
            ("腾讯", "腾讯公司", "Tencent", "Tencent Holdings"),
            ("华为", "华为公司", "Huawei", "Huawei Technologies"),
            ("百度", "百度公司", "Baidu", "Baidu Inc."),
            ("一家创业公司", "一个初创公司", "a startup", "a small startup company"),
        ],
    ),
    "name": (
        ("名字", "姓名", "name", "is called"),
        [
            ("张伟", "叫张伟", "Zhang Wei", "Wei Zhang"),
            ("李娜", "叫李娜", "Li Na", "Na Li"),
            ("小明", "叫小明", "Xiaoming", "Xiao Ming"),
            ("陈静", "叫陈静", "Chen Jing", "Jing Chen"),
        ],
    ),
    "drink": (
        ("喜欢的饮料", "爱喝", "favorite drink", "likes to drink"),
        [
            ("咖啡", "喝咖啡", "coffee", "a cup of coffee"),
            ("绿茶", "喝绿茶", "green tea", "drinking green tea"),
            ("可乐", "喝可乐", "cola", "Coke"),
            ("热牛奶", "喝热牛奶", "hot milk", "warm milk"),
        ],
    ),
    "hobby": (
        ("爱好", "业余爱好", "hobby", "spare-time hobby"),
        [
            ("打篮球", "篮球运动", "playing basketball", "basketball"),
            ("摄影", "拍照片", "photography", "taking photos"),
            ("弹钢琴", "钢琴", "playing the piano", "piano"),
            ("钓鱼", "去钓鱼", "fishing", "going fishing"),
            ("下围棋", "围棋", "playing Go", "the board game Go"),
        ],
    ),
    "allergy": (
        ("过敏", "过敏源", "allergy", "allergic to"),
        [
            ("花生", "花生过敏", "peanuts", "a peanut allergy"),
            ("海鲜", "对海鲜过敏", "seafood", "shellfish and fish"),
            ("花粉", "花粉过敏", "pollen", "hay fever from pollen"),
            ("青霉素", "青霉素类药物", "penicillin", "the antibiotic penicillin"),
        ],
    ),
    "language": (
        ("编程语言", "常用语言", "programming language", "codes in"),
        [
            ("Python", "Python 语言", "Python", "the Python language"),
            ("Go", "Go 语言", "Go", "Golang"),
            ("Java", "Java 语言", "Java", "the Java language"),
            ("Rust", "Rust 语言", "Rust", "the Rust language"),
        ],
    ),
    "pet": (
        ("宠物", "养的宠物", "pet", "has a pet"),
        [
            ("一只猫", "养了一只猫", "a cat", "one cat"),
            ("一条狗", "养了一条狗", "a dog", "one dog"),
            ("一只兔子", "养了只兔子", "a rabbit", "a pet rabbit"),
            ("两条金鱼", "养了两条金鱼", "two goldfish", "a pair of goldfish"),
        ],
    ),
    "diet": (
        ("饮食", "饮食习惯", "diet", "eating habit"),
        [
            ("吃素", "素食", "vegetarian", "eats no meat"),
            ("低碳水", "少吃碳水", "low carb", "avoids carbohydrates"),
            ("不吃辣", "吃不了辣", "no spicy food", "cannot eat spicy food"),
            ("清淡饮食", "吃得清淡", "light meals", "eats bland food"),
        ],
    ),
    "reply_style": (
        ("回答风格", "回复偏好", "answer style", "prefers replies"),
        [
            ("简洁", "回答简短", "concise", "short answers"),
            ("详细", "回答详细一点", "detailed", "long and thorough answers"),
            ("用中文", "中文回答", "in Chinese", "answers written in Chinese"),
            ("带代码示例", "附上代码示例", "with code examples", "including sample code"),
        ],
    ),
    "editor": (
        ("编辑器", "常用编辑器", "editor", "writes code in"),
        [
            ("VS Code", "VSCode", "VS Code", "Visual Studio Code"),
            ("Vim", "vim 编辑器", "Vim", "the Vim editor"),
            ("PyCharm", "PyCharm IDE", "PyCharm", "the PyCharm IDE"),
            ("Emacs", "Emacs 编辑器", "Emacs", "GNU Emacs"),
        ],
    ),
}

# Neighbouring attributes: "related but different" pairs come only from these.
RELATED = [
    ("city", "employer"),
    ("role", "employer"),
    ("drink", "diet"),
    ("allergy", "diet"),
    ("hobby", "pet"),
    ("language", "editor"),
    ("role", "language"),
    ("name", "city"),
    ("reply_style", "language"),
    ("allergy", "pet"),
]
# Same-topic contrasts inside one attribute family: liking vs disliking the same kind of thing.
CONTRASTS = [
    (("喜欢", "咖啡"), ("不喜欢", "咖啡")),
    (("喜欢", "茶"), ("不喜欢", "咖啡")),
    (("likes", "coffee"), ("dislikes", "coffee")),
    (("likes", "cats"), ("dislikes", "dogs")),
    (("喜欢", "猫"), ("不喜欢", "狗")),
    (("约束", "不要用英文回答"), ("约束", "回答时先给结论")),
    (("constraint", "never use emoji"), ("constraint", "always cite sources")),
    (("喜欢", "周杰伦的歌"), ("不喜欢", "摇滚乐")),
    (("likes", "hiking"), ("dislikes", "running")),
    (("喜欢", "川菜"), ("不喜欢", "粤菜")),
]
CONTRAST_CROSS = [
    (("喜欢", "咖啡"), ("dislikes", "coffee")),
    (("喜欢", "猫"), ("dislikes", "dogs")),
    (("likes", "hiking"), ("不喜欢", "跑步")),
    (("喜欢", "川菜"), ("dislikes", "Cantonese food")),
]
EXCHANGE = [  # (topic zh, zh statement, zh paraphrase, topic en, en statement, en paraphrase)
    (
        "CAP定理",
        "一致性、可用性、分区容错最多同时满足两个",
        "分布式系统无法同时保证一致性、可用性和分区容错",
        "CAP theorem",
        "a distributed system guarantees at most two of consistency, availability and partition tolerance",
        "you cannot have consistency, availability and partition tolerance all at once",
    ),
    (
        "Raft",
        "Raft 是一种通过选举领导者实现的一致性算法",
        "Raft 用领导者选举和日志复制达成共识",
        "Raft",
        "Raft is a consensus algorithm built on leader election",
        "Raft reaches consensus through leader election and log replication",
    ),
    (
        "二分查找",
        "在有序数组中每次折半查找，复杂度 O(log n)",
        "二分查找对排好序的数组逐次减半搜索范围",
        "binary search",
        "halves a sorted array at each step, O(log n)",
        "binary search narrows a sorted range by half every step",
    ),
    (
        "HTTP 缓存",
        "通过 Cache-Control 和 ETag 控制缓存",
        "HTTP 用 Cache-Control 头和 ETag 管理缓存",
        "HTTP caching",
        "controlled with Cache-Control and ETag headers",
        "HTTP manages caches with the Cache-Control header and ETags",
    ),
    (
        "索引",
        "数据库索引用 B+ 树加速查询",
        "B+ 树索引让数据库查询更快",
        "database index",
        "a B+ tree index speeds up database lookups",
        "databases use B+ trees as indexes to make queries faster",
    ),
    (
        "垃圾回收",
        "自动回收不再使用的内存",
        "运行时自动释放无用对象占用的内存",
        "garbage collection",
        "automatically frees memory that is no longer used",
        "the runtime reclaims memory of unreachable objects",
    ),
]


def fact(source, key, value):
    return {"key": key, "value": value, "source": source}


def main() -> None:
    rng = random.Random(12)
    pairs = []

    def add(kind, lang, a, b):
        pairs.append(
            {
                "kind": kind,
                "lang": lang,
                "source": a["source"],
                "a": {"key": a["key"], "value": a["value"]},
                "b": {"key": b["key"], "value": b["value"]},
                **({"source_b": b["source"]} if b["source"] != a["source"] else {}),
            }
        )

    for name, ((zk, zk2, ek, ek2), values) in ATTRIBUTES.items():
        for zv, zv2, ev, ev2 in values:
            add("duplicate", "zh", fact("user", zk, zv), fact("user", zk2, zv2))
            add("duplicate", "en", fact("user", ek, ev), fact("user", ek2, ev2))
            add("duplicate", "cross", fact("user", zk, zv), fact("user", ek, ev))
        for (zv, _, ev, _), (zw, _, ew, _) in zip(values, values[1:] + values[:1]):
            add("update", "zh", fact("user", zk, zv), fact("user", zk, zw))
            add("update", "en", fact("user", ek, ev), fact("user", ek, ew))
            add("update", "cross", fact("user", zk, zv), fact("user", ek, ew))
    for first, second in RELATED:
        (fk, _, fek, _), fvalues = ATTRIBUTES[first]
        (sk, _, sek, _), svalues = ATTRIBUTES[second]
        for i in range(3):
            fz, _, fe, _ = fvalues[i % len(fvalues)]
            sz, _, se, _ = svalues[(i + 1) % len(svalues)]
            lang = ("zh", "en", "cross")[i]
            a = fact("user", fk, fz) if lang != "en" else fact("user", fek, fe)
            b = fact("user", sk, sz) if lang == "zh" else fact("user", sek, se)
            add("related", lang, a, b)
    for (ka, va), (kb, vb) in CONTRASTS:
        lang = "en" if ka.isascii() else "zh"
        add("related", lang, fact("user", ka, va), fact("user", kb, vb))
    for (ka, va), (kb, vb) in CONTRAST_CROSS:
        add("related", "cross", fact("user", ka, va), fact("user", kb, vb))
    for i, (zt, zs, zs2, et, es, es2) in enumerate(EXCHANGE):
        add("duplicate", "zh", fact("exchange", zt, zs), fact("exchange", zt, zs2))
        add("duplicate", "en", fact("exchange", et, es), fact("exchange", et, es2))
        add("duplicate", "cross", fact("exchange", zt, zs), fact("exchange", et, es))
        nzt, nzs, _, net, nes, _ = EXCHANGE[(i + 1) % len(EXCHANGE)]
        add("unrelated", "zh", fact("exchange", zt, zs), fact("exchange", nzt, nzs))
        add("unrelated", "en", fact("exchange", et, es), fact("exchange", net, nes))
    names = sorted(ATTRIBUTES)
    related = {frozenset(p) for p in RELATED}
    unrelated_pairs = [(a, b) for a in names for b in names if a < b and frozenset((a, b)) not in related]
    rng.shuffle(unrelated_pairs)
    for n, (first, second) in enumerate(unrelated_pairs[:40]):
        (fk, _, fek, _), fvalues = ATTRIBUTES[first]
        (sk, _, sek, _), svalues = ATTRIBUTES[second]
        fz, _, fe, _ = rng.choice(fvalues)
        sz, _, se, _ = rng.choice(svalues)
        lang = ("zh", "en", "cross")[n % 3]
        a = fact("user", fk, fz) if lang != "en" else fact("user", fek, fe)
        b = fact("user", sk, sz) if lang == "zh" else fact("user", sek, se)
        add("unrelated", lang, a, b)
    for n in range(24):  # a personal fact against a piece of exchange knowledge
        name = names[n % len(names)]
        (zk, _, ek, _), values = ATTRIBUTES[name]
        zv, _, ev, _ = values[n % len(values)]
        zt, zs, _, et, es, _ = EXCHANGE[n % len(EXCHANGE)]
        lang = ("zh", "en", "cross")[n % 3]
        a = fact("user", zk, zv) if lang != "en" else fact("user", ek, ev)
        b = fact("exchange", zt, zs) if lang == "zh" else fact("exchange", et, es)
        add("unrelated", lang, a, b)
    with open("pairs.jsonl", "w", encoding="utf-8") as out:
        for pair in pairs:
            out.write(json.dumps(pair, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
