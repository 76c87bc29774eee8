"""Build the routing prompt set: bench/routing/prompts.jsonl (deterministic; re-run to rebuild).

Each line: ``{"id","prompt","lang","kind","tier","split","checks":[...]}``. ``tier`` is the
difficulty a person would expect (easy: greetings, one-fact questions, small sums; hard: word
problems, derivations, code, long constrained writing, plans, analyses); ``medium`` lies between
and is not counted in the easy/hard targets. ``checks`` are the reference checks of
:mod:`bench.routing.checks`. ``split`` is ``heldout`` for about one prompt in four, stratified
per kind and language and sharing no template with training (:mod:`bench.routing.split`); never
used for training.

    python -m bench.routing.build_prompts
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("prompts.jsonl")
Item = dict[str, Any]

# ---------------------------------------------------------------------------- content tables

CAPITALS = [
    ("France", "Paris", "法国", "巴黎"),
    ("Japan", "Tokyo", "日本", "东京"),
    ("Italy", "Rome", "意大利", "罗马"),
    ("Germany", "Berlin", "德国", "柏林"),
    ("Spain", "Madrid", "西班牙", "马德里"),
    ("the United Kingdom", "London", "英国", "伦敦"),
    ("Russia", "Moscow", "俄罗斯", "莫斯科"),
    ("China", "Beijing", "中国", "北京"),
    ("Egypt", "Cairo", "埃及", "开罗"),
    ("Canada", "Ottawa", "加拿大", "渥太华"),
    ("Australia", "Canberra", "澳大利亚", "堪培拉"),
    ("Brazil", "Bras[ií]lia", "巴西", "巴西利亚"),
    ("India", "New Delhi", "印度", "新德里"),
    ("Greece", "Athens", "希腊", "雅典"),
    ("Portugal", "Lisbon", "葡萄牙", "里斯本"),
    ("South Korea", "Seoul", "韩国", "首尔"),
    ("Thailand", "Bangkok", "泰国", "曼谷"),
    ("Kenya", "Nairobi", "肯尼亚", "内罗毕"),
    ("Argentina", "Buenos Aires", "阿根廷", "布宜诺斯艾利斯"),
    ("Norway", "Oslo", "挪威", "奥斯陆"),
    ("Sweden", "Stockholm", "瑞典", "斯德哥尔摩"),
    ("Ireland", "Dublin", "爱尔兰", "都柏林"),
    ("Mexico", "Mexico City", "墨西哥", "墨西哥城"),
    ("Turkey", "Ankara", "土耳其", "安卡拉"),
    ("Vietnam", "Hanoi", "越南", "河内"),
]

FACTS_EN = [
    ("Who wrote Romeo and Juliet?", r"shakespeare"),
    ("What is the largest planet in our solar system?", r"jupiter"),
    ("What is the chemical symbol for gold?", r"\bAu\b"),
    ("What is the chemical symbol for water?", r"H2O|H₂O"),
    ("How many days are there in a week?", r"\b7\b|seven"),
    ("How many legs does a spider have?", r"\b8\b|eight"),
    ("What color is the sky on a clear day?", r"blue"),
    ("At what temperature in Celsius does water boil at sea level?", r"\b100\b"),
    ("What is the freezing point of water in Celsius?", r"\b0\b|zero"),
    ("Which planet is known as the Red Planet?", r"mars"),
    ("What gas do plants absorb from the air for photosynthesis?", r"carbon dioxide|CO2"),
    ("What is the opposite of hot?", r"cold"),
    ("How many continents are there?", r"\b7\b|seven"),
    ("What is the largest ocean on Earth?", r"pacific"),
    ("Who painted the Mona Lisa?", r"leonardo|da vinci"),
    ("What is the tallest mountain in the world?", r"everest"),
    ("How many hours are in a day?", r"\b24\b|twenty-four"),
    ("What do bees make?", r"honey"),
    ("What is the main language spoken in Brazil?", r"portuguese"),
    ("Which animal is known as the king of the jungle?", r"lion"),
    ("How many minutes are in an hour?", r"\b60\b|sixty"),
    ("What is the first letter of the English alphabet?", r"\bA\b"),
    ("What is frozen water called?", r"\bice\b"),
    ("What is the closest star to Earth?", r"\bsun\b"),
    ("How many sides does a triangle have?", r"\b3\b|three"),
    ("What is the currency of Japan?", r"\byen\b"),
    ("Who was the first person to walk on the Moon?", r"armstrong"),
    ("What organ pumps blood through the human body?", r"heart"),
    ("What is the plural of 'mouse'?", r"\bmice\b"),
    ("Which is bigger, an elephant or a mouse?", r"elephant"),
    ("What language is mainly spoken in France?", r"french"),
    ("How many months are in a year?", r"\b12\b|twelve"),
    ("In which direction does the Sun rise?", r"\beast\b"),
    ("What is the capital letter form of 'b'?", r"\bB\b"),
    ("What is the boiling point of water in Fahrenheit?", r"\b212\b"),
    ("How many centimetres are in a metre?", r"\b100\b|hundred"),
    ("How many grams are in a kilogram?", r"1,?000|thousand"),
    ("How many seconds are in a minute?", r"\b60\b|sixty"),
    ("What is the largest mammal?", r"blue whale"),
    ("Which planet is closest to the Sun?", r"mercury"),
    ("What is the main ingredient of guacamole?", r"avocado"),
    ("What do caterpillars turn into?", r"butterfl|moth"),
    ("What is the square root of 81?", r"\b9\b|nine"),
    ("What is 10 percent of 200?", r"\b20\b|twenty"),
    ("Who discovered penicillin?", r"fleming"),
    ("What is the capital of Italy's neighbour Switzerland?", r"bern"),
    ("How many players are on a soccer team on the field?", r"\b11\b|eleven"),
    ("What is the color of a ripe banana?", r"yellow"),
    ("Which animal says 'moo'?", r"\bcows?\b"),
    ("How many wheels does a bicycle have?", r"\b2\b|two"),
    ("What is the hardest natural substance?", r"diamond"),
    ("Which gas do humans need to breathe to live?", r"oxygen"),
    ("What is the longest river in Africa?", r"\bnile\b"),
    ("In which country are the pyramids of Giza?", r"egypt"),
    ("What is the opposite of 'up'?", r"\bdown\b"),
    ("What is a baby cat called?", r"kitten"),
    ("How many legs does an insect have?", r"\b6\b|six"),
    ("What shape has four equal sides and four right angles?", r"square"),
    ("What is the primary language of the United States?", r"english"),
    ("Which season comes after summer?", r"autumn|fall"),
    ("What is 3 squared?", r"\b9\b|nine"),
    ("Which metal is liquid at room temperature?", r"mercury"),
    ("What is the name of our galaxy?", r"milky way"),
    ("How many zeros are in one million?", r"\b6\b|six"),
    ("What do you call a word that means the same as another word?", r"synonym"),
]

FACTS_ZH = [
    ("《红楼梦》的作者是谁？", r"曹雪芹"),
    ("太阳系中最大的行星是哪一颗？", r"木星"),
    ("一个星期有几天？", r"7|七"),
    ("蜘蛛有几条腿？", r"8|八"),
    ("水在海平面上多少摄氏度沸腾？", r"100|一百"),
    ("哪颗行星被称为红色星球？", r"火星"),
    ("世界上最高的山峰是什么？", r"珠穆朗玛|珠峰"),
    ("一天有多少小时？", r"24|二十四"),
    ("蜜蜂酿造什么？", r"蜂蜜"),
    ("一年有几个月？", r"12|十二"),
    ("地球上最大的海洋是哪个？", r"太平洋"),
    ("三角形有几条边？", r"3|三"),
    ("日本的货币是什么？", r"日元|円"),
    ("人体中负责泵血的器官是什么？", r"心脏"),
    ("“热”的反义词是什么？", r"冷"),
    ("中国的国宝动物是什么？", r"熊猫"),
    ("一小时有多少分钟？", r"60|六十"),
    ("太阳从哪个方向升起？", r"东"),
    ("水结冰后叫什么？", r"冰"),
    ("《静夜思》是谁写的？", r"李白"),
    ("一米等于多少厘米？", r"100|一百"),
    ("一公斤等于多少克？", r"1000|一千"),
    ("离太阳最近的行星是哪颗？", r"水星"),
    ("世界上最大的哺乳动物是什么？", r"蓝鲸"),
    ("毛毛虫会变成什么？", r"蝴蝶|蛾"),
    ("81的平方根是多少？", r"9|九"),
    ("自行车有几个轮子？", r"2|两|二"),
    ("昆虫有几条腿？", r"6|六"),
    ("小猫是什么动物的幼崽？", r"猫"),
    ("夏天之后是哪个季节？", r"秋"),
]

GREETINGS_EN = [
    "Hi!",
    "Hello there",
    "Good morning!",
    "Good evening, how are you?",
    "Hey, what's up?",
    "Thanks a lot!",
    "Thank you for your help.",
    "How are you today?",
    "Nice to meet you.",
    "Good night!",
    "Can you say hello to me?",
    "Tell me something nice.",
    "What's your name?",
    "Are you there?",
    "Have a great day!",
    "I'm feeling a bit tired today.",
    "I just got a new puppy!",
    "It's raining here today.",
    "Happy birthday to my friend Sam!",
    "Cheers!",
    "Good afternoon.",
    "Long time no see!",
    "Hello, can you help me?",
    "Thanks, that was useful.",
    "Bye for now.",
    "Tell me a short joke.",
    "Say something encouraging.",
    "I passed my exam today!",
    "What a lovely day.",
    "Hiya!",
    "Morning!",
    "Thank you so much!",
    "How's it going?",
    "Greetings!",
    "I'm back.",
]

GREETINGS_ZH = [
    "你好！",
    "早上好！",
    "晚上好，你好吗？",
    "谢谢你！",
    "非常感谢你的帮助。",
    "你今天怎么样？",
    "很高兴认识你。",
    "晚安！",
    "你叫什么名字？",
    "你在吗？",
    "祝你有美好的一天！",
    "我今天有点累。",
    "我刚养了一只小狗！",
    "今天下雨了。",
    "下午好。",
    "好久不见！",
    "你好，能帮我一下吗？",
    "再见。",
    "给我讲个笑话吧。",
    "说点鼓励我的话。",
    "我今天考试通过了！",
    "嗨！",
    "谢谢，很有用。",
    "新年快乐！",
    "在吗？",
]

DEFINE_EN = [
    ("photosynthesis", ["light", "plant"]),
    ("gravity", ["force", "mass"]),
    ("a noun", ["person", "place", "thing"]),
    ("a verb", ["action"]),
    ("democracy", ["people", "vote", "citizen"]),
    ("an atom", ["matter", "particle", "element"]),
    ("a computer", ["data", "program", "machine"]),
    ("the internet", ["network", "computer"]),
    ("a volcano", ["lava", "magma", "erupt"]),
    ("rain", ["water", "cloud"]),
    ("a mammal", ["milk", "warm", "hair"]),
    ("friendship", ["people", "trust", "care", "bond", "relationship", "support"]),
    ("a rainbow", ["light", "color", "colour"]),
    ("a library", ["book"]),
    ("exercise", ["body", "health", "physical"]),
    ("a recipe", ["cook", "ingredient", "food"]),
    ("the moon", ["earth", "orbit", "satellite"]),
    ("a calendar", ["day", "date", "month"]),
    ("an island", ["water", "land"]),
    ("a desert", ["dry", "sand", "rain"]),
    ("a triangle", ["three", "3", "side"]),
    ("a cloud", ["water", "sky", "vapo"]),
    ("a habit", ["regular", "repeat", "routine"]),
    ("a planet", ["orbit", "star", "sun"]),
    ("a vaccine", ["immune", "disease"]),
    ("a password", ["secret", "access", "account"]),
    ("an email", ["message", "electronic"]),
    ("a dictionary", ["word", "meaning"]),
    ("a bridge", ["cross", "river", "structure"]),
    ("a battery", ["energy", "power", "electric"]),
]

DEFINE_ZH = [
    ("光合作用", ["光", "植物"]),
    ("重力", ["力", "质量", "引力"]),
    ("民主", ["人民", "选举", "投票"]),
    ("火山", ["岩浆", "喷发"]),
    ("哺乳动物", ["哺乳", "乳"]),
    ("互联网", ["网络", "计算机", "电脑"]),
    ("彩虹", ["光", "颜色", "雨"]),
    ("图书馆", ["书"]),
    ("月亮", ["地球", "卫星"]),
    ("沙漠", ["干", "沙"]),
]

SIMPLE_LISTS_EN = [
    (
        "List three colors.",
        ["red", "blue", "green", "yellow", "orange", "purple", "black", "white"],
    ),
    ("Name three fruits.", ["apple", "banana", "orange", "grape", "mango", "pear", "strawberr"]),
    (
        "Name three animals that live on a farm.",
        ["cow", "pig", "chicken", "sheep", "horse", "goat"],
    ),
    (
        "List three things you can find in a kitchen.",
        ["fridge", "stove", "knife", "pan", "oven", "spoon", "plate", "sink"],
    ),
    ("Give me three tips for drinking more water.", ["bottle", "water"]),
    ("Name three musical instruments.", ["piano", "guitar", "violin", "drum", "flute", "trumpet"]),
    (
        "List three days of the week.",
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    ),
    (
        "Name three vegetables.",
        ["carrot", "potato", "broccoli", "onion", "spinach", "tomato", "lettuce", "pea"],
    ),
    ("Give three tips for better sleep.", ["sleep", "bed"]),
    (
        "Name three sports.",
        ["football", "soccer", "tennis", "basketball", "baseball", "swim", "golf", "cricket"],
    ),
    (
        "List three planets.",
        ["mercury", "venus", "earth", "mars", "jupiter", "saturn", "uranus", "neptune"],
    ),
    ("Name three things that are cold.", ["ice", "snow", "freezer", "winter", "ice cream"]),
    ("Suggest three names for a cat.", []),
    ("Give me three ideas for a weekend activity.", []),
    (
        "Name three countries in Europe.",
        ["france", "germany", "italy", "spain", "portugal", "uk", "england", "poland", "greece"],
    ),
]

SIMPLE_LISTS_ZH = [
    ("列出三种颜色。", ["红", "蓝", "绿", "黄", "黑", "白", "紫"]),
    ("说出三种水果。", ["苹果", "香蕉", "橙", "葡萄", "西瓜", "梨", "草莓"]),
    ("列举三种农场动物。", ["牛", "猪", "鸡", "羊", "马"]),
    ("给我三个多喝水的建议。", ["水"]),
    ("说出三种乐器。", ["钢琴", "吉他", "小提琴", "鼓", "笛"]),
    ("说出三种蔬菜。", ["胡萝卜", "土豆", "白菜", "西红柿", "番茄", "菠菜", "黄瓜"]),
    ("给出三个改善睡眠的建议。", ["睡"]),
    ("说出三个欧洲国家。", ["法国", "德国", "意大利", "西班牙", "英国", "葡萄牙"]),
]

SHORT_WRITE_EN = [
    ("Write one sentence about the sea.", ["sea", "ocean", "wave"], 40),
    ("Write a one-line birthday wish for my mom.", ["birthday"], 40),
    ("Write a short thank-you note to a colleague, two sentences at most.", ["thank"], 60),
    ("Describe a cat in one sentence.", ["cat"], 40),
    ("Write a sentence using the word 'happy'.", ["happy"], 40),
    ("Give me a motivational quote.", [], 50),
    ("Write a one-sentence weather report for a sunny day.", ["sun"], 40),
    (
        "Describe your favourite season in one sentence.",
        ["spring", "summer", "autumn", "fall", "winter"],
        40,
    ),
    ("Write a short greeting for a new neighbour.", ["welcome", "hello", "hi", "neighbo"], 60),
    ("Write a sentence with the word 'library' in it.", ["library"], 40),
    ("Write a one-sentence reminder to water the plants.", ["water", "plant"], 40),
    (
        "Write a short text message telling a friend I'll be 10 minutes late.",
        ["late", "10", "ten"],
        50,
    ),
    ("Write a friendly one-line reply to 'See you tomorrow!'", [], 30),
    ("Suggest a title for a blog post about morning routines.", ["morning", "routine"], 30),
    ("Write a short caption for a photo of a sunset.", ["sun", "sky", "golden", "evening"], 30),
]

SHORT_WRITE_ZH = [
    ("用一句话描写大海。", ["海"], 60),
    ("写一句给妈妈的生日祝福。", ["生日", "快乐"], 60),
    ("用一句话描述一只猫。", ["猫"], 60),
    ("写一句鼓励的话。", [], 60),
    ("用“快乐”造一个句子。", ["快乐"], 60),
    ("写一句欢迎新邻居的话。", ["欢迎", "邻居"], 60),
]

CODE_EASY_EN = [
    (
        "Write a Python function that returns the sum of two numbers.",
        r"def \w+\(\s*\w+\s*,\s*\w+\s*\)[\s\S]*return\s+\w+\s*\+\s*\w+",
    ),
    (
        "Write a Python function that returns the larger of two numbers.",
        r"def \w+\([\s\S]*(max\(|if [\s\S]*>|>[\s\S]*return)",
    ),
    (
        "Write a Python line that prints 'Hello, world!'.",
        r"print\(\s*['\"]Hello, world!?['\"]\s*\)",
    ),
    ("In Python, how do I get the length of a list called items?", r"len\(\s*items\s*\)"),
    (
        "Write a Python function that checks whether a number is even.",
        r"def \w+\([\s\S]*%\s*2\s*==\s*0",
    ),
    ("How do I convert the string '42' to an integer in Python?", r"int\(\s*['\"]42['\"]\s*\)"),
    (
        "Write a JavaScript function that returns the square of a number.",
        r"function\s+\w+\s*\(\s*\w+\s*\)[\s\S]*return\s+\w+\s*\*\s*\w+|=>\s*\w+\s*\*\s*\w+|Math\.pow",
    ),
    ("How do I reverse a string s in Python?", r"s\[::-1\]|reversed\(\s*s\s*\)"),
]

CODE_HARD_EN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Write a Python function that parses an ISO 8601 duration such as P3DT4H5M into total seconds, raising ValueError on bad input, with doctests.",
        [
            {"regex": r"def \w+\("},
            {"regex": r"ValueError"},
            {"regex": r">>>"},
            {"regex": r"(\(\?P<|re\.(compile|match|fullmatch))"},
            {"finished": True},
        ],
    ),
    (
        "Refactor this Flask app into an application factory with a Blueprint, keeping the routes:\n\nfrom flask import Flask, jsonify\napp = Flask(__name__)\nUSERS = {}\n@app.route('/users')\ndef users():\n    return jsonify(list(USERS.values()))\n@app.route('/users/<int:uid>')\ndef user(uid):\n    return jsonify(USERS[uid])\n",
        [
            {"regex": r"def create_app\("},
            {"regex": r"Blueprint\("},
            {"regex": r"register_blueprint"},
            {"regex": r"<int:uid>"},
            {"finished": True},
        ],
    ),
    (
        "Write a thread-safe LRU cache class in Python with get and put methods and O(1) operations, and explain the locking.",
        [
            {"regex": r"class \w+"},
            {"regex": r"OrderedDict|move_to_end|doubly"},
            {"regex": r"Lock\(|RLock\("},
            {"regex": r"def get\("},
            {"regex": r"def put\("},
            {"finished": True},
        ],
    ),
    (
        "Write a SQL query that returns, for each customer, their three most recent orders, using window functions, and explain the query plan briefly.",
        [
            {"regex": r"ROW_NUMBER\(\)|RANK\(\)|DENSE_RANK\(\)"},
            {"regex": r"PARTITION BY"},
            {"regex": r"<=\s*3|<\s*4"},
            {"finished": True},
        ],
    ),
    (
        "Implement Dijkstra's shortest path algorithm in Python using heapq, returning both distances and the path to a target node.",
        [
            {"regex": r"import heapq|from heapq"},
            {"regex": r"heappush|heappop"},
            {"regex": r"def \w+\("},
            {"regex": r"prev|parent|path"},
            {"finished": True},
        ],
    ),
    (
        "Write a Python async function that downloads a list of URLs concurrently with httpx, at most 5 at a time, retrying each failed URL twice with exponential backoff.",
        [
            {"regex": r"async def"},
            {"regex": r"Semaphore\(\s*5\s*\)"},
            {"regex": r"httpx\.AsyncClient"},
            {"regex": r"\*\*|backoff|sleep\("},
            {"finished": True},
        ],
    ),
    (
        "Refactor this function to remove the duplication and add type hints:\n\ndef area(shape, a, b=None):\n    if shape == 'square':\n        return a * a\n    if shape == 'rect':\n        return a * b\n    if shape == 'circle':\n        return 3.14159 * a * a\n    if shape == 'triangle':\n        return 0.5 * a * b\n",
        [
            {"regex": r"def area\(\s*shape\s*:\s*str"},
            {"regex": r"->\s*float"},
            {"regex": r"math\.pi|dict|\{"},
            {"finished": True},
        ],
    ),
    (
        "Write a Rust function that reads a file line by line and counts word frequencies into a HashMap, handling errors with Result.",
        [
            {"regex": r"fn \w+\("},
            {"regex": r"HashMap"},
            {"regex": r"Result<"},
            {"regex": r"BufReader|lines\(\)"},
            {"finished": True},
        ],
    ),
    (
        "Write a Python decorator that retries a function up to N times on a given exception type, with a delay that doubles each attempt, and unit tests for it with pytest.",
        [
            {"regex": r"def \w+\([\s\S]*def \w+\("},
            {"regex": r"functools\.wraps|@wraps"},
            {"regex": r"def test_"},
            {"regex": r"\*\s*2|\*=\s*2|2\s*\*\*"},
            {"finished": True},
        ],
    ),
    (
        "Write a bash script that backs up a directory to a timestamped tar.gz, keeps only the 7 newest backups, and exits non-zero on any error.",
        [
            {"regex": r"set -e|set -euo pipefail|\|\| exit"},
            {"regex": r"tar\s+-?c?z"},
            {"regex": r"date \+"},
            {"regex": r"tail -n \+8|head -n -7|\b7\b"},
            {"finished": True},
        ],
    ),
    (
        "Write a React component in TypeScript that fetches a paginated list of users from /api/users?page=N, shows a loading state, handles errors, and has Next/Previous buttons.",
        [
            {"regex": r"useState"},
            {"regex": r"useEffect"},
            {"regex": r"fetch\(|axios"},
            {"regex": r"page"},
            {"regex": r"interface|type \w+ ="},
            {"finished": True},
        ],
    ),
    (
        "Explain and fix the race condition in this Go code:\n\nvar counter int\nfunc main() {\n  for i := 0; i < 1000; i++ {\n    go func() { counter++ }()\n  }\n  fmt.Println(counter)\n}\n",
        [
            {"regex": r"sync\.(Mutex|WaitGroup)|atomic\."},
            {"regex": r"WaitGroup"},
            {"regex": r"race"},
            {"finished": True},
        ],
    ),
    (
        "Write a Python class implementing a trie with insert, search and starts_with, plus a function that returns all words with a given prefix in sorted order.",
        [
            {"regex": r"class \w+"},
            {"regex": r"def insert\("},
            {"regex": r"def search\("},
            {"regex": r"def starts_with\("},
            {"regex": r"sorted\(|\.sort\("},
            {"finished": True},
        ],
    ),
    (
        "Write a regular expression that validates IPv4 addresses (each octet 0-255) and a Python function using it, with five test cases including edge cases.",
        [
            {"regex": r"25\[0-5\]"},
            {"regex": r"2\[0-4\]\\d|2\[0-4\]\[0-9\]"},
            {"regex": r"def \w+\("},
            {"regex": r"255\.255\.255\.255|256"},
            {"finished": True},
        ],
    ),
    (
        "Convert this callback-based Node.js code to async/await with proper error handling:\n\nfs.readFile('a.txt', (err, a) => {\n  if (err) return cb(err);\n  fs.readFile('b.txt', (err, b) => {\n    if (err) return cb(err);\n    cb(null, a + b);\n  });\n});\n",
        [
            {"regex": r"async function|async \("},
            {"regex": r"await"},
            {"regex": r"try\s*\{"},
            {"regex": r"fs\.promises|fs/promises|promisify"},
            {"finished": True},
        ],
    ),
    (
        "Write a Python script that reads a CSV of transactions (date, category, amount), computes monthly totals per category with pandas, and plots them as a stacked bar chart.",
        [
            {"regex": r"import pandas"},
            {"regex": r"read_csv"},
            {"regex": r"groupby|pivot"},
            {"regex": r"stacked\s*=\s*True"},
            {"finished": True},
        ],
    ),
    (
        "Implement binary search in C that returns the index of the first element not less than the target (lower bound), and prove it terminates.",
        [
            {"regex": r"int \w+\("},
            {"regex": r"while\s*\("},
            {"regex": r"mid"},
            {"regex": r"terminat"},
            {"finished": True},
        ],
    ),
    (
        "Design a REST API for a todo app (endpoints, methods, status codes, JSON bodies) and implement the create and list endpoints in FastAPI with Pydantic models.",
        [
            {"regex": r"FastAPI\("},
            {"regex": r"BaseModel"},
            {"regex": r"@app\.post"},
            {"regex": r"@app\.get"},
            {"regex": r"201"},
            {"finished": True},
        ],
    ),
]

CODE_HARD_ZH: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "解析ISO 8601时长（如P3DT4H5M），写一个Python函数返回总秒数，输入不合法时抛出ValueError，并附上doctest。",
        [
            {"regex": r"def \w+\("},
            {"regex": r"ValueError"},
            {"regex": r">>>"},
            {"min_cjk": 20},
            {"finished": True},
        ],
    ),
    (
        "把下面的Flask应用重构为应用工厂模式并使用Blueprint，保留原有路由：\n\nfrom flask import Flask, jsonify\napp = Flask(__name__)\n@app.route('/users')\ndef users():\n    return jsonify([])\n",
        [
            {"regex": r"def create_app\("},
            {"regex": r"Blueprint\("},
            {"min_cjk": 20},
            {"finished": True},
        ],
    ),
    (
        "用Python实现一个线程安全的LRU缓存类，get和put都是O(1)，并解释加锁方式。",
        [
            {"regex": r"class \w+"},
            {"regex": r"Lock\(|RLock\("},
            {"regex": r"OrderedDict|move_to_end"},
            {"min_cjk": 20},
            {"finished": True},
        ],
    ),
    (
        "写一条SQL，用窗口函数查出每个客户最近的三笔订单，并简要说明执行计划。",
        [
            {"regex": r"ROW_NUMBER\(\)|RANK\(\)"},
            {"regex": r"PARTITION BY"},
            {"min_cjk": 20},
            {"finished": True},
        ],
    ),
    (
        "用Python和heapq实现Dijkstra最短路径算法，返回距离和到目标节点的路径，并解释复杂度。",
        [{"regex": r"heapq"}, {"regex": r"def \w+\("}, {"min_cjk": 20}, {"finished": True}],
    ),
    (
        "写一个Python装饰器，在指定异常时最多重试N次，每次等待时间翻倍，并用pytest写单元测试。",
        [{"regex": r"wraps"}, {"regex": r"def test_"}, {"min_cjk": 10}, {"finished": True}],
    ),
    (
        "写一个bash脚本：把目录打包成带时间戳的tar.gz备份，只保留最新的7个，出错时以非零状态退出。",
        [
            {"regex": r"tar"},
            {"regex": r"date \+"},
            {"regex": r"set -e|exit 1"},
            {"min_cjk": 10},
            {"finished": True},
        ],
    ),
    (
        "解释并修复这段Go代码中的竞态条件：\n\nvar counter int\nfor i := 0; i < 1000; i++ {\n  go func() { counter++ }()\n}\n",
        [{"regex": r"sync\.(Mutex|WaitGroup)|atomic"}, {"regex": r"竞态|竞争"}, {"finished": True}],
    ),
    (
        "用Python实现前缀树（Trie），包含insert、search、starts_with方法，并返回给定前缀的所有单词（排序后）。",
        [
            {"regex": r"class \w+"},
            {"regex": r"def insert"},
            {"regex": r"sorted\(|\.sort\("},
            {"min_cjk": 10},
            {"finished": True},
        ],
    ),
    (
        "用FastAPI和Pydantic实现一个待办事项API的创建和列表接口，并说明每个接口的状态码。",
        [
            {"regex": r"FastAPI\("},
            {"regex": r"BaseModel"},
            {"regex": r"201"},
            {"min_cjk": 20},
            {"finished": True},
        ],
    ),
    (
        "写一个Python函数，判断一个字符串是不是回文。",
        [{"regex": r"def \w+\("}, {"regex": r"\[::-1\]|reversed"}],
    ),
    (
        "用Python写一个函数返回两个数中较大的一个。",
        [{"regex": r"def \w+\("}, {"regex": r"max\(|>"}],
    ),
]

DERIVATIONS_EN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Derive the closed form of the sum of k^3 for k = 1..n and verify it by induction.",
        [
            {
                "regex": r"\(\s*n\s*\(\s*n\s*\+\s*1\s*\)\s*/\s*2\s*\)\s*\^?\s*2|n\^?2\s*\(\s*n\s*\+\s*1\s*\)\^?2\s*/\s*4"
            },
            {"contains_all": ["induction", "base case"]},
            {"finished": True},
        ],
    ),
    (
        "Derive the formula for the sum of the first n positive integers and prove it by induction.",
        [
            {"regex": r"n\s*\(\s*n\s*\+\s*1\s*\)\s*/\s*2"},
            {"contains_all": ["induction"]},
            {"contains_any": ["base case", "n = 1", "n=1"]},
            {"finished": True},
        ],
    ),
    (
        "Derive the closed form of the sum of k^2 for k = 1..n, then verify it for n = 4.",
        [
            {"regex": r"n\s*\(\s*n\s*\+\s*1\s*\)\s*\(\s*2\s*n\s*\+\s*1\s*\)\s*/\s*6"},
            {"regex": r"\b30\b"},
            {"finished": True},
        ],
    ),
    (
        "Derive the quadratic formula by completing the square on ax^2 + bx + c = 0.",
        [
            {"regex": r"b\s*\^?\s*2\s*-\s*4\s*a\s*c"},
            {"regex": r"2\s*a"},
            {"contains_any": ["completing the square", "complete the square"]},
            {"finished": True},
        ],
    ),
    (
        "Prove that the square root of 2 is irrational.",
        [
            {"contains_any": ["contradiction"]},
            {"contains_all": ["even"]},
            {"regex": r"p\s*\^?\s*2\s*=\s*2\s*q\s*\^?\s*2|a\s*\^?\s*2\s*=\s*2\s*b\s*\^?\s*2"},
            {"finished": True},
        ],
    ),
    (
        "Derive the derivative of x^n from the definition of the derivative, using the binomial theorem.",
        [
            {"regex": r"n\s*x\s*\^?\s*\(?\s*n\s*-\s*1"},
            {"contains_any": ["limit", "lim"]},
            {"contains_any": ["binomial"]},
            {"finished": True},
        ],
    ),
    (
        "Derive the sum of the geometric series 1 + r + r^2 + ... + r^(n-1) for r != 1, and its limit when |r| < 1.",
        [
            {
                "regex": r"\(\s*1\s*-\s*r\s*\^?\s*n\s*\)\s*/\s*\(\s*1\s*-\s*r\s*\)|\(\s*r\s*\^?\s*n\s*-\s*1\s*\)\s*/\s*\(\s*r\s*-\s*1\s*\)"
            },
            {"regex": r"1\s*/\s*\(\s*1\s*-\s*r\s*\)"},
            {"finished": True},
        ],
    ),
    (
        "Prove by induction that the sum of the first n odd numbers is n^2.",
        [
            {"regex": r"n\s*\^\s*2|n²"},
            {"contains_all": ["induction"]},
            {"regex": r"2\s*n\s*\+\s*1|2\s*k\s*\+\s*1|2\s*\(\s*k\s*\+\s*1\s*\)\s*-\s*1"},
            {"finished": True},
        ],
    ),
    (
        "Show that there are infinitely many prime numbers (Euclid's proof), step by step.",
        [
            {"contains_any": ["contradiction", "suppose"]},
            {"regex": r"\+\s*1"},
            {"contains_all": ["prime"]},
            {"finished": True},
        ],
    ),
    (
        "Derive the formula for the area of a circle by integrating, and show each step.",
        [
            {"regex": r"\\pi\s*r\s*\^?\s*2|π\s*r\s*\^?\s*2|pi\s*r\s*\^?\s*2|πr²"},
            {"contains_any": ["integral", "integrat", "∫"]},
            {"finished": True},
        ],
    ),
    (
        "Using Bayes' theorem, derive the probability that a patient has a disease given a positive test, if prevalence is 1%, sensitivity 99% and specificity 95%. Show the formula and the number.",
        [
            {"regex": r"0?\.1[67]|1[67](\.\d+)?\s*%"},
            {"contains_any": ["bayes"]},
            {"finished": True},
        ],
    ),
    (
        "Find the eigenvalues and eigenvectors of the matrix [[2, 1], [1, 2]] and show the characteristic polynomial.",
        [
            {"regex": r"\b3\b"},
            {"regex": r"\b1\b"},
            {
                "regex": r"λ\s*\^?\s*2\s*-\s*4\s*λ\s*\+\s*3|lambda\^?2\s*-\s*4\s*lambda\s*\+\s*3|\(2\s*-\s*λ\)\^?2\s*-\s*1"
            },
            {"finished": True},
        ],
    ),
    (
        "Solve the differential equation dy/dx = 3y with y(0) = 2 and verify the solution.",
        [
            {"regex": r"2\s*e\s*\^\s*\(?\s*3\s*x"},
            {"contains_any": ["verify", "check", "substitut"]},
            {"finished": True},
        ],
    ),
    (
        "Derive the formula for the number of ways to choose k items from n (the binomial coefficient) and compute C(10, 3).",
        [
            {"regex": r"n!\s*/\s*\(\s*k!\s*\(\s*n\s*-\s*k\s*\)!\s*\)"},
            {"regex": r"\b120\b"},
            {"finished": True},
        ],
    ),
]

DERIVATIONS_ZH: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "推导1到n的立方和的通项公式，并用数学归纳法证明。",
        [
            {"regex": r"n\s*\(\s*n\s*\+\s*1\s*\)\s*/\s*2"},
            {"contains_any": ["归纳"]},
            {"finished": True},
        ],
    ),
    (
        "推导前n个正整数之和的公式，并用归纳法证明。",
        [
            {"regex": r"n\s*\(\s*n\s*\+\s*1\s*\)\s*/\s*2"},
            {"contains_any": ["归纳"]},
            {"finished": True},
        ],
    ),
    (
        "用配方法推导一元二次方程的求根公式。",
        [
            {"regex": r"b\s*\^?\s*2\s*-\s*4\s*a\s*c|b²\s*-\s*4ac"},
            {"contains_any": ["配方"]},
            {"finished": True},
        ],
    ),
    (
        "证明根号2是无理数。",
        [{"contains_any": ["反证", "矛盾"]}, {"contains_any": ["偶数"]}, {"finished": True}],
    ),
    (
        "推导等比数列前n项和公式，并说明|q|<1时的极限。",
        [
            {"regex": r"1\s*-\s*q\s*\^?\s*n|q\s*\^?\s*n\s*-\s*1"},
            {"contains_any": ["极限"]},
            {"finished": True},
        ],
    ),
    (
        "用归纳法证明前n个奇数之和等于n的平方。",
        [{"regex": r"n\s*\^\s*2|n²"}, {"contains_any": ["归纳"]}, {"finished": True}],
    ),
    (
        "证明素数有无穷多个。",
        [
            {"contains_any": ["反证", "假设"]},
            {"contains_any": ["素数", "质数"]},
            {"finished": True},
        ],
    ),
    (
        "求矩阵[[2,1],[1,2]]的特征值和特征向量，并写出特征多项式。",
        [{"regex": r"\b3\b"}, {"contains_any": ["特征值"]}, {"finished": True}],
    ),
    (
        "解微分方程dy/dx = 3y，y(0) = 2，并验证。",
        [
            {"regex": r"2\s*e\s*\^\s*\(?\s*3\s*x"},
            {"contains_any": ["验证", "代入"]},
            {"finished": True},
        ],
    ),
    (
        "用积分推导圆的面积公式，写出每一步。",
        [
            {"regex": r"π\s*r\s*\^?\s*2|πr²|\\pi r\^2"},
            {"contains_any": ["积分", "∫"]},
            {"finished": True},
        ],
    ),
]

LONG_EN = [
    (
        "Write a 1,000-word short story about a lighthouse keeper who finds a message in a bottle. It must have a title, three scenes separated by '***', and never mention the word 'sea'.",
        1000,
        [{"regex": r"\*\*\*[\s\S]*\*\*\*"}, {"not_regex": r"\bsea\b"}],
    ),
    (
        "Write a two-page incident postmortem for a 3-hour database outage: summary, timeline with timestamps, root cause, impact, and at least five action items with owners.",
        700,
        [{"contains_all": ["timeline", "root cause", "impact", "action item"]}, {"min_items": 5}],
    ),
    (
        "Write an 800-word essay arguing for four-day work weeks, with an introduction, three body sections with headings, and a conclusion.",
        800,
        [{"contains_all": ["conclusion"]}, {"regex": r"^#+ |^\*\*.+\*\*$"}],
    ),
    (
        "Write a 1,500-word chapter of a fantasy novel in which the hero loses a duel; include dialogue and end on a cliffhanger.",
        1500,
        [{"regex": r"[\"“].+[\"”]"}],
    ),
    (
        "Write a detailed 600-word product description for a noise-cancelling headphone, with a bullet list of at least 8 specifications.",
        600,
        [{"min_items": 8}],
    ),
    (
        "Write a 1,200-word blog post about learning to cook as an adult, with five numbered tips, each at least two paragraphs long.",
        1200,
        [{"min_items": 5}],
    ),
    (
        "Write a cover letter of about 500 words for a senior data engineer position, mentioning Spark, Airflow and a migration project, in four paragraphs.",
        450,
        [{"contains_all": ["spark", "airflow", "migration"]}],
    ),
    (
        "Write a 700-word speech for a high school graduation that includes three personal anecdotes and ends with a call to action.",
        700,
        [],
    ),
    (
        "Write a 900-word travel article about Lisbon with sections for food, neighbourhoods, transport and budget.",
        900,
        [{"contains_all": ["food", "transport", "budget"]}],
    ),
    (
        "Write a 1,000-word explainer on how vaccines train the immune system, for 12-year-olds, with a glossary of 6 terms at the end.",
        1000,
        [{"contains_all": ["glossary"]}, {"min_items": 6}],
    ),
    (
        "Write a design document (about 1,000 words) for adding offline sync to a mobile notes app: goals, non-goals, data model, conflict resolution, rollout, and risks.",
        1000,
        [{"contains_all": ["goals", "non-goals", "conflict", "rollout", "risk"]}],
    ),
    (
        "Write a 600-word poem sequence of six sonnets about the four seasons and memory; each sonnet must have 14 lines.",
        600,
        [{"min_lines": 84}],
    ),
    (
        "Write a 2,000-word short story in the style of a detective noir, told in first person, with a twist ending.",
        2000,
        [],
    ),
    (
        "Write a 500-word persuasive letter to a city council asking for more bike lanes, citing at least three statistics with numbers.",
        450,
        [{"regex": r"\d+%|\d+ percent"}],
    ),
    (
        "Write a 1,000-word report on the history of the printing press, with at least five dated events in a timeline section.",
        1000,
        [{"contains_all": ["timeline"]}, {"min_items": 5}],
    ),
    (
        "Write an 800-word dialogue between Socrates and a modern software engineer about whether AI can be wise.",
        800,
        [{"contains_all": ["socrates"]}],
    ),
    (
        "Write a 3-page onboarding guide for new hires at a software startup: first day, first week, first month, tools, and who to ask.",
        1000,
        [{"contains_all": ["first day", "first week", "first month"]}],
    ),
    (
        "Write a 750-word review of an imaginary restaurant, rating food, service and ambience out of 5, with an overall verdict.",
        750,
        [{"regex": r"\d\s*/\s*5|out of 5"}],
    ),
]

LONG_ZH = [
    (
        "写一篇1000字的短篇小说，讲一个灯塔守护人捡到漂流瓶的故事，要有标题，分三幕，用“***”隔开。",
        1000,
        [{"regex": r"\*\*\*[\s\S]*\*\*\*"}],
    ),
    (
        "写一份两页的故障复盘报告：数据库宕机3小时，包括概述、带时间戳的时间线、根因、影响和至少五项改进措施及负责人。",
        1200,
        [{"contains_all": ["时间线", "根因", "影响"]}, {"min_items": 5}],
    ),
    (
        "写一篇800字的议论文，支持四天工作制，要有引言、三个带小标题的论点和结论。",
        800,
        [{"contains_all": ["结论"]}],
    ),
    ("写一篇1500字的玄幻小说章节：主角在决斗中落败，要有对话，并以悬念结尾。", 1500, []),
    ("写一份600字的降噪耳机产品介绍，附至少8条规格参数的列表。", 600, [{"min_items": 8}]),
    (
        "写一篇1200字的博客，讲成年人如何学做饭，给出五条编号建议，每条至少两段。",
        1200,
        [{"min_items": 5}],
    ),
    (
        "写一封约500字的求职信，应聘高级数据工程师，提到Spark、Airflow和一次迁移项目，分四段。",
        450,
        [{"contains_all": ["spark", "airflow", "迁移"]}],
    ),
    ("写一篇700字的毕业典礼演讲稿，包含三个个人小故事，并以行动号召结尾。", 700, []),
    (
        "写一篇900字的里斯本旅行文章，分美食、街区、交通和预算四个部分。",
        900,
        [{"contains_all": ["美食", "交通", "预算"]}],
    ),
    (
        "写一份约1000字的设计文档：为移动笔记应用加入离线同步，包括目标、非目标、数据模型、冲突解决、上线计划和风险。",
        1000,
        [{"contains_all": ["目标", "冲突", "风险"]}],
    ),
    (
        "写一篇两页的新员工入职指南：第一天、第一周、第一个月、工具和联系人。",
        1000,
        [{"contains_all": ["第一天", "第一周"]}],
    ),
    (
        "写一篇1000字的科普文章，给12岁的孩子讲疫苗如何训练免疫系统，结尾附6个术语解释。",
        1000,
        [{"min_items": 6}],
    ),
    (
        "写一篇500字的倡议书，请市议会增加自行车道，至少引用三个带数字的统计数据。",
        500,
        [{"regex": r"\d+%|\d+"}],
    ),
    ("写一篇2000字的侦探小说，用第一人称，结尾要有反转。", 2000, []),
]

PLANS_EN = [
    (
        "Plan a 10-day itinerary for Japan (Tokyo, Kyoto, Osaka) with a daily budget in USD, train connections, and one rest day.",
        [{"regex": r"day 10"}, {"regex": r"\$\s?\d+|\d+\s?USD"}, {"min_words": 400}],
    ),
    (
        "Make a 12-week training plan to run a first half marathon, with weekly mileage, long runs, and taper weeks.",
        [{"regex": r"week 12"}, {"contains_any": ["taper"]}, {"min_words": 350}],
    ),
    (
        "Plan a product launch for a budgeting app over 8 weeks: milestones, owners, budget per channel, and success metrics.",
        [{"regex": r"week 8"}, {"contains_all": ["metric", "budget"]}, {"min_words": 350}],
    ),
    (
        "Create a 30-day study plan to pass the AWS Solutions Architect Associate exam, day by day, with practice exam checkpoints.",
        [{"regex": r"day 30"}, {"contains_any": ["practice exam"]}, {"min_words": 400}],
    ),
    (
        "Plan a wedding for 120 guests on a $25,000 budget: a budget breakdown by category that sums to the total, a 6-month timeline and a vendor checklist.",
        [
            {"regex": r"25,?000"},
            {"contains_all": ["timeline", "checklist"]},
            {"min_items": 8},
            {"min_words": 350},
        ],
    ),
    (
        "Plan the migration of a monolith to microservices over 6 months for a team of 8: phases, risks, rollback strategy and metrics.",
        [{"contains_all": ["phase", "risk", "rollback"]}, {"min_words": 400}],
    ),
    (
        "Make a 7-day meal plan for a vegetarian athlete at 2,800 kcal a day, with macros per day and a shopping list.",
        [
            {"regex": r"day 7"},
            {"regex": r"protein"},
            {"contains_any": ["shopping list"]},
            {"min_words": 400},
        ],
    ),
    (
        "Plan a two-week road trip across the western US national parks with driving times, lodging costs and a packing list.",
        [{"regex": r"day 14"}, {"contains_any": ["packing"]}, {"min_words": 400}],
    ),
    (
        "Make a one-year plan to learn Spanish from zero to B2, with monthly goals, resources and weekly hours.",
        [{"regex": r"month 12"}, {"contains_any": ["B2"]}, {"min_words": 350}],
    ),
    (
        "Plan a quarterly OKR set for a customer support team: 3 objectives, 3 key results each with numeric targets, and initiatives.",
        [{"min_items": 9}, {"regex": r"\d+%"}, {"min_words": 250}],
    ),
]

PLANS_ZH = [
    (
        "规划一个10天的日本行程（东京、京都、大阪），每天列出预算（人民币）、交通安排，并留一天休息。",
        [{"regex": r"第\s*10\s*天|第十天|Day 10"}, {"contains_any": ["预算"]}, {"min_cjk": 600}],
    ),
    (
        "制定一个12周的首次半程马拉松训练计划，包括每周跑量、长距离跑和减量周。",
        [{"regex": r"第\s*12\s*周|第十二周"}, {"contains_any": ["减量"]}, {"min_cjk": 500}],
    ),
    (
        "为一款记账应用制定8周的产品发布计划：里程碑、负责人、各渠道预算和成功指标。",
        [{"regex": r"第\s*8\s*周|第八周"}, {"contains_all": ["预算", "指标"]}, {"min_cjk": 500}],
    ),
    (
        "制定30天备考AWS解决方案架构师助理认证的学习计划，每天一项，并安排模拟考试。",
        [{"regex": r"第\s*30\s*天|第三十天"}, {"contains_any": ["模拟"]}, {"min_cjk": 600}],
    ),
    (
        "为一个8人团队规划6个月内把单体应用迁移到微服务：阶段、风险、回滚策略和指标。",
        [{"contains_all": ["阶段", "风险", "回滚"]}, {"min_cjk": 600}],
    ),
    (
        "制定一份素食运动员每天2800千卡的7天食谱，附每天的宏量营养素和购物清单。",
        [{"regex": r"第\s*7\s*天|第七天"}, {"contains_any": ["蛋白质"]}, {"min_cjk": 600}],
    ),
    (
        "制定一个从零到B2水平的一年西班牙语学习计划，包括每月目标、资源和每周学习时长。",
        [{"regex": r"12\s*月|第十二个月"}, {"min_cjk": 500}],
    ),
    ("给我三个周末放松的建议。", [{"min_items": 3}]),
]

ANALYSIS_EN = [
    "Analyse the pros and cons of moving our 40-person company to a four-day work week, and propose a rollout plan with a pilot and success metrics.",
    "Compare PostgreSQL, MongoDB and DynamoDB for a multi-tenant SaaS with 10k tenants: data model, scaling, cost, operations; recommend one and justify it.",
    "Analyse the trade-offs between building and buying a customer data platform for a mid-size retailer, including a 3-year cost estimate and risks.",
    "Evaluate the pros and cons of remote, hybrid and office-first work for an engineering team of 60, and recommend a policy with a transition plan.",
    "Analyse why a mobile app's 30-day retention dropped from 40% to 28% after a redesign, list hypotheses, and design experiments to test each.",
    "Compare React, Vue and Svelte for a new internal dashboard project, considering team skills, ecosystem, performance and hiring; give a recommendation.",
    "Assess the risks and benefits of adopting Kubernetes for a startup with 5 engineers and 3 services, and propose an alternative if it is overkill.",
    "Analyse the pros and cons of raising prices by 15% for a B2B SaaS product, including churn scenarios and a communication plan.",
    "Evaluate whether a small bakery should open a second location or start online delivery, with a simple financial model and a decision matrix.",
    "Analyse the causes of the 2008 financial crisis and the lessons for regulating cryptocurrency exchanges today.",
    "Compare the economics of solar panels versus a heat pump for a house in Germany, with payback periods and assumptions stated.",
    "Critically analyse the argument that social media causes teenage depression, weighing the evidence on both sides.",
    "Do a SWOT analysis of an electric scooter sharing company entering a new European city, and recommend a go/no-go with conditions.",
    "Analyse the trade-offs between monorepo and polyrepo for a company with 200 engineers and 50 services; propose a migration path.",
]

ANALYSIS_ZH = [
    "分析我们40人的公司改为四天工作制的利弊，并提出一个包含试点和成功指标的推行方案。",
    "比较PostgreSQL、MongoDB和DynamoDB在多租户SaaS（1万租户）中的优缺点，从数据模型、扩展、成本、运维方面分析，并推荐一种。",
    "分析一家中型零售商自建还是采购客户数据平台的取舍，给出三年成本估算和风险。",
    "评估远程、混合和坐班三种工作模式对60人工程团队的利弊，推荐一种政策并给出过渡方案。",
    "分析一款应用改版后30日留存率从40%降到28%的原因，列出假设，并为每个假设设计实验。",
    "评估一个5人创业团队采用Kubernetes的风险和收益，如果太重，提出替代方案。",
    "分析一款B2B SaaS产品涨价15%的利弊，包括流失情景和沟通计划。",
    "对一家进入欧洲新城市的电动滑板车共享公司做SWOT分析，并给出是否进入的建议及条件。",
    "分析2008年金融危机的原因，以及对今天监管加密货币交易所的启示。",
    "比较德国一栋住宅安装太阳能板和热泵的经济性，给出回本周期和假设。",
]

TRANSLATE_EASY_EN = [
    ("Translate 'thank you' into French.", r"merci"),
    ("Translate 'hello' into Spanish.", r"hola"),
    ("How do you say 'good morning' in German?", r"guten morgen"),
    ("Translate 'cat' into French.", r"\bchat\b"),
    ("What is 'water' in Spanish?", r"\bagua\b"),
    ("Translate 'yes' into Italian.", r"\bs[iì]\b"),
]

TRANSLATE_HARD_EN = [
    (
        "Translate into Chinese: 'The meeting has been moved to Thursday afternoon because the client's flight was delayed.'",
        [{"regex": r"会议"}, {"regex": r"周四|星期四"}, {"regex": r"航班"}, {"lang": "zh"}],
    ),
    (
        "Translate into Chinese: 'Please back up your files before installing the update.'",
        [{"regex": r"备份"}, {"regex": r"更新|升级"}, {"lang": "zh"}],
    ),
    (
        "Translate into Chinese: 'I would like to book a table for four at seven tonight.'",
        [{"regex": r"四|4"}, {"regex": r"七|7"}, {"lang": "zh"}],
    ),
    (
        "Translate this paragraph into French, keeping the formal tone: 'Dear Sir or Madam, we regret to inform you that your order has been delayed due to unforeseen circumstances. We apologise for the inconvenience.'",
        [
            {"regex": r"Madame|Monsieur"},
            {"regex": r"commande"},
            {"regex": r"retard"},
            {"lang": "any"},
        ],
    ),
    (
        "Translate into German: 'The train to Munich leaves from platform 5 at half past eight.'",
        [{"regex": r"Zug"}, {"regex": r"München"}, {"regex": r"Gleis"}, {"lang": "any"}],
    ),
    (
        "Translate into Japanese: 'Where is the nearest station?'",
        [{"regex": r"駅"}, {"lang": "any"}],
    ),
    (
        "Translate into Chinese and keep the markdown table:\n\n| Item | Price |\n|---|---|\n| Coffee | $3 |\n| Tea | $2 |",
        [{"regex": r"\|"}, {"regex": r"咖啡"}, {"regex": r"茶"}, {"lang": "any"}],
    ),
    (
        "Translate into Spanish: 'Our quarterly revenue grew by twelve percent, driven mainly by new customers in Latin America.'",
        [{"regex": r"ingresos"}, {"regex": r"doce|12"}, {"regex": r"clientes"}, {"lang": "any"}],
    ),
]

TRANSLATE_ZH = [
    ("把“我喜欢猫”翻译成英文。", [{"regex": r"I (like|love) cats"}, {"lang": "any"}], "medium"),
    ("把“早上好”翻译成英文。", [{"regex": r"good morning"}, {"lang": "any"}], "easy"),
    ("把“谢谢”翻译成英文。", [{"regex": r"thank"}, {"lang": "any"}], "easy"),
    (
        "把这句话翻译成英文：“由于客户的航班延误，会议改到了周四下午。”",
        [{"regex": r"meeting"}, {"regex": r"thursday"}, {"regex": r"flight"}, {"lang": "any"}],
        "hard",
    ),
    (
        "把这句话翻译成英文：“安装更新前请先备份文件。”",
        [{"regex": r"back ?up"}, {"regex": r"update"}, {"lang": "any"}],
        "hard",
    ),
    (
        "把这段话翻译成英文，保持正式语气：“尊敬的客户，很遗憾地通知您，由于不可预见的情况，您的订单将延迟发货。”",
        [{"regex": r"dear"}, {"regex": r"order"}, {"regex": r"delay"}, {"lang": "any"}],
        "hard",
    ),
    (
        "把“火车八点半从5号站台出发”翻译成英文。",
        [{"regex": r"train"}, {"regex": r"platform\s*5|platform five"}, {"lang": "any"}],
        "hard",
    ),
    (
        "把“我们的季度收入增长了12%，主要来自拉美的新客户”翻译成英文。",
        [{"regex": r"revenue"}, {"regex": r"12"}, {"regex": r"latin america"}, {"lang": "any"}],
        "hard",
    ),
]

SUMMARY_TEXTS_EN = [
    (
        "The city council met on Tuesday to discuss the new bike lane project. After two hours of debate, members voted 7 to 2 to fund the first phase, which will add 12 kilometres of protected lanes downtown by next summer. Opponents worried about parking, but supporters pointed to a 30% rise in cycling over three years.",
        ["bike", "lane"],
    ),
    (
        "Our team shipped version 2.0 of the app last week. The release includes dark mode, faster startup, and an offline mode for notes. Crash reports fell by 40% compared with version 1.9, but users on older Android phones report slow scrolling, which we will fix in 2.0.1.",
        ["2.0"],
    ),
    (
        "Researchers found that people who walked for 30 minutes a day had a lower risk of heart disease than those who did not exercise. The study followed 10,000 adults for ten years. The effect was strongest in people over 60.",
        ["walk"],
    ),
    (
        "The museum will close for renovation from March to September. During this time, part of the collection will be shown at the city library, and guided tours will move online. Tickets bought for the closed period will be refunded automatically.",
        ["museum", "renovat", "close"],
    ),
    (
        "A storm knocked out power to 50,000 homes on Sunday night. Crews restored electricity to most areas by Monday morning, but about 3,000 homes in rural districts were still without power on Tuesday. The utility expects full restoration by Wednesday.",
        ["power", "storm"],
    ),
    (
        "The company reported quarterly revenue of 2.1 billion dollars, up 8% from a year earlier, driven by cloud services. Profit fell slightly because of higher spending on data centres. The shares rose 3% in after-hours trading.",
        ["revenue"],
    ),
    (
        "Students at the school started a garden project this spring. They planted tomatoes, beans and herbs, and the harvest is now used in the school kitchen. Teachers say the project taught students about biology and teamwork.",
        ["garden"],
    ),
    (
        "The airline announced it will add direct flights between Lisbon and Toronto from June, three times a week. The route uses a new fuel-efficient aircraft. Introductory fares start at 399 euros one way.",
        ["flight", "lisbon", "toronto"],
    ),
]

SUMMARY_TEXTS_ZH = [
    (
        "市议会周二开会讨论新的自行车道项目。经过两个小时的辩论，议员以7比2投票通过了第一期资金，明年夏天前将在市中心新增12公里的保护性车道。反对者担心停车问题，支持者则指出过去三年骑行人数增长了30%。",
        ["自行车"],
    ),
    (
        "我们团队上周发布了应用2.0版本，新增深色模式、更快的启动速度和笔记离线模式。与1.9版相比，崩溃报告减少了40%，但旧款安卓手机用户反映滚动卡顿，将在2.0.1中修复。",
        ["2.0"],
    ),
    (
        "研究发现，每天步行30分钟的人患心脏病的风险低于不运动的人。该研究跟踪了1万名成年人长达十年，效果在60岁以上人群中最明显。",
        ["步行"],
    ),
    (
        "博物馆将于三月至九月闭馆装修。在此期间，部分藏品将在市图书馆展出，导览改为线上进行。闭馆期间购买的门票将自动退款。",
        ["博物馆"],
    ),
    (
        "周日晚上的暴风雨导致5万户家庭停电。到周一早上大部分地区已恢复供电，但周二仍有约3000户农村家庭没有电。电力公司预计周三全面恢复。",
        ["停电", "电"],
    ),
]


# ---------------------------------------------------------------------------- builders


def build() -> list[Item]:
    rng = random.Random(20261201)
    items: list[Item] = []

    def add(lang: str, kind: str, tier: str, prompt: str, checks: list[dict[str, Any]]) -> None:
        n = sum(1 for it in items if it["kind"] == kind and it["lang"] == lang)
        item_id = f"{lang}-{kind}-{n:03d}"
        items.append(
            {
                "id": item_id,
                "prompt": prompt,
                "lang": lang,
                "kind": kind,
                "tier": tier,
                "checks": checks,
            }
        )

    # greetings / chit-chat: a short, friendly reply in the same language
    for g in GREETINGS_EN:
        add("en", "chat", "easy", g, [{"max_words": 120}, {"finished": True}])
    for g in GREETINGS_ZH:
        add("zh", "chat", "easy", g, [{"max_cjk": 200}, {"finished": True}])

    # one-fact questions
    q_forms = [
        "What is the capital of {c}?",
        "What's the capital city of {c}?",
        "Which city is the capital of {c}?",
    ]
    for i, (country, city, zh_country, zh_city) in enumerate(CAPITALS):
        add(
            "en",
            "fact",
            "easy",
            q_forms[i % 3].format(c=country),
            [{"regex": city}, {"max_words": 120}],
        )
        zh_forms = ["{c}的首都是哪里？", "{c}的首都是哪个城市？"]
        add("zh", "fact", "easy", zh_forms[i % 2].format(c=zh_country), [{"regex": zh_city}])
    for q, pat in FACTS_EN:
        add("en", "fact", "easy", q, [{"regex": pat}, {"max_words": 150}])
    for q, pat in FACTS_ZH:
        add("zh", "fact", "easy", q, [{"regex": pat}])

    # arithmetic
    for _ in range(30):
        a, b = rng.randint(1, 20), rng.randint(1, 20)
        op = rng.choice(["+", "-", "+"])
        val = a + b if op == "+" else a - b
        form = rng.choice(["What is {a} {op} {b}?", "Calculate {a} {op} {b}.", "{a} {op} {b} = ?"])
        add("en", "arithmetic", "easy", form.format(a=a, b=b, op=op), [{"numeric": val}])
    for _ in range(16):
        a, b = rng.randint(12, 99), rng.randint(12, 99)
        add("en", "arithmetic", "medium", f"What is {a} times {b}?", [{"numeric": a * b}])
    for _ in range(10):
        a, b, c = rng.randint(100, 999), rng.randint(10, 99), rng.randint(2, 9)
        add(
            "en",
            "arithmetic",
            "hard",
            f"Compute ({a} - {b}) * {c} + {a} / {c}, rounded to two decimals.",
            [{"numeric": round((a - b) * c + a / c, 2)}, {"tol": 0.01}],
        )
    for _ in range(18):
        a, b = rng.randint(1, 20), rng.randint(1, 20)
        op, word = rng.choice([("+", "加"), ("-", "减")])
        val = a + b if op == "+" else a - b
        form = rng.choice(["{a}{w}{b}等于多少？", "计算{a}{op}{b}。", "{a}{op}{b}=？"])
        add(
            "zh",
            "arithmetic",
            "easy",
            form.format(a=a, b=b, w=word, op=op),
            [{"numeric": val}, {"lang": "any"}],
        )
    for _ in range(8):
        a, b = rng.randint(12, 99), rng.randint(12, 99)
        add(
            "zh",
            "arithmetic",
            "medium",
            f"{a}乘以{b}等于多少？",
            [{"numeric": a * b}, {"lang": "any"}],
        )

    # word problems
    for _ in range(10):
        v1 = rng.choice([40, 50, 60, 60, 80])
        h = rng.choice([1, 2, 3])
        v2 = v1 + rng.choice([10, 20, 40])
        t = v1 * h / (v2 - v1)
        add(
            "en",
            "word_problem",
            "hard",
            f"A train leaves a station at {v1} km/h. {h} hour{'s' if h > 1 else ''} later a second train leaves the same station on the same track at {v2} km/h. How many hours after the second train departs does it catch up with the first? Show your reasoning.",
            [{"numeric": round(t, 2)}, {"tol": 0.01}],
        )
        add(
            "zh",
            "word_problem",
            "hard",
            f"一列火车以每小时{v1}公里从车站出发。{h}小时后，第二列火车以每小时{v2}公里从同一车站沿同一方向出发。第二列火车出发后多少小时追上第一列？请写出推理过程。",
            [{"numeric": round(t, 2)}, {"tol": 0.01}],
        )
    for _ in range(8):
        a, b = rng.choice([(3, 6), (4, 12), (6, 3), (5, 20), (10, 15), (2, 6)])
        t = a * b / (a + b)
        add(
            "en",
            "word_problem",
            "hard",
            f"Alice can paint a fence in {a} hours and Bob can paint it in {b} hours. How many hours will it take them working together? Give the answer as a decimal.",
            [{"numeric": round(t, 2)}, {"tol": 0.01}],
        )
        add(
            "zh",
            "word_problem",
            "hard",
            f"甲单独刷完一面墙需要{a}小时，乙需要{b}小时。两人合作需要多少小时？用小数回答。",
            [{"numeric": round(t, 2)}, {"tol": 0.01}],
        )
    for _ in range(8):
        price, pct, tax = (
            rng.choice([80, 120, 250, 60]),
            rng.choice([10, 20, 25, 30]),
            rng.choice([5, 8, 10]),
        )
        val = round(price * (1 - pct / 100) * (1 + tax / 100), 2)
        add(
            "en",
            "word_problem",
            "hard",
            f"A jacket costs ${price}. It is discounted by {pct}%, and then a {tax}% sales tax is added to the discounted price. What is the final price in dollars?",
            [{"numeric": val}, {"tol": 0.01}],
        )
        add(
            "zh",
            "word_problem",
            "hard",
            f"一件外套原价{price}元，先打{100 - pct}折（即降价{pct}%），再对折后价格加收{tax}%的税。最终价格是多少元？",
            [{"numeric": val}, {"tol": 0.01}],
        )
    for _ in range(6):
        son, diff, _years = rng.randint(5, 15), rng.randint(20, 35), rng.randint(3, 12)
        father = son + diff
        # in how many years will the father be twice as old as the son? f + x = 2(s + x) -> x = f - 2s
        x = father - 2 * son
        if x <= 0:
            continue
        add(
            "en",
            "word_problem",
            "hard",
            f"A father is {father} years old and his son is {son}. In how many years will the father be exactly twice as old as the son?",
            [{"numeric": x}],
        )
    for _ in range(6):
        n, k = rng.randint(3, 9), rng.randint(2, 5)
        add(
            "en",
            "word_problem",
            "medium",
            f"Tom has {n * k} apples and shares them equally among {k} friends. How many apples does each friend get?",
            [{"numeric": n}],
        )
        add(
            "zh",
            "word_problem",
            "medium",
            f"小明有{n * k}个苹果，平均分给{k}个朋友，每人分到几个？",
            [{"numeric": n}, {"lang": "any"}],
        )

    # definitions: one or two sentences mentioning the key idea
    for term, keys in DEFINE_EN:
        add(
            "en",
            "definition",
            "easy",
            f"What is {term}? Answer in one or two sentences.",
            [{"contains_any": keys}, {"max_words": 80}],
        )
    for term, keys in DEFINE_ZH:
        add(
            "zh",
            "definition",
            "easy",
            f"什么是{term}？用一两句话回答。",
            [{"contains_any": keys}, {"max_cjk": 150}],
        )

    for q, keys in SIMPLE_LISTS_EN:
        checks: list[dict[str, Any]] = [{"min_items": 3}, {"max_words": 150}]
        if keys:
            checks.append({"contains_any": keys})
        add("en", "list", "easy", q, checks)
    for q, keys in SIMPLE_LISTS_ZH:
        add(
            "zh",
            "list",
            "easy",
            q,
            [{"min_items": 3}, {"contains_any": keys}] if keys else [{"min_items": 3}],
        )

    for q, keys, max_w in SHORT_WRITE_EN:
        checks = [{"max_words": max_w}, {"finished": True}]
        if keys:
            checks.append({"contains_any": keys})
        add("en", "short_writing", "easy", q, checks)
    for q, keys, max_c in SHORT_WRITE_ZH:
        checks = [{"max_cjk": max_c}, {"min_cjk": 4}]
        if keys:
            checks.append({"contains_any": keys})
        add("zh", "short_writing", "easy", q, checks)

    # code
    for q, pat in CODE_EASY_EN:
        add("en", "code", "medium", q, [{"regex": pat}])
    for q, checks in CODE_HARD_EN:
        add("en", "code", "hard", q, checks)
    for q, checks in CODE_HARD_ZH:
        tier = "hard" if len(checks) > 2 else "medium"
        add("zh", "code", tier, q, checks)

    # math derivations
    for q, checks in DERIVATIONS_EN:
        add("en", "derivation", "hard", q, checks)
    for q, checks in DERIVATIONS_ZH:
        add("zh", "derivation", "hard", q, checks)

    # long-form writing with length constraints
    for q, words, checks in LONG_EN:
        add(
            "en",
            "long_writing",
            "hard",
            q,
            [{"min_words": int(words * 0.8)}, {"finished": True}, *checks],
        )
    for q, chars, checks in LONG_ZH:
        add(
            "zh",
            "long_writing",
            "hard",
            q,
            [{"min_cjk": int(chars * 0.8)}, {"finished": True}, *checks],
        )

    # planning
    for q, checks in PLANS_EN:
        add("en", "planning", "hard", q, [*checks, {"finished": True}])
    for q, checks in PLANS_ZH:
        tier = "easy" if len(checks) == 1 else "hard"
        add("zh", "planning", tier, q, [*checks, {"finished": True}] if tier == "hard" else checks)

    # analysis
    for q in ANALYSIS_EN:
        add("en", "analysis", "hard", q, [{"min_words": 350}, {"min_items": 4}, {"finished": True}])
    for q in ANALYSIS_ZH:
        add("zh", "analysis", "hard", q, [{"min_cjk": 600}, {"min_items": 4}, {"finished": True}])

    # translation
    for q, pat in TRANSLATE_EASY_EN:
        add("en", "translation", "easy", q, [{"regex": pat}, {"lang": "any"}, {"max_words": 60}])
    for q, checks in TRANSLATE_HARD_EN:
        add("en", "translation", "hard", q, checks)
    for q, checks, tier in TRANSLATE_ZH:
        add("zh", "translation", tier, q, checks)

    # summaries of a given paragraph
    for text, keys in SUMMARY_TEXTS_EN:
        add(
            "en",
            "summary",
            "medium",
            f"Summarise this in one sentence:\n\n{text}",
            [{"contains_any": keys}, {"max_words": 45}, {"finished": True}],
        )
        add(
            "en",
            "summary",
            "hard",
            f"Summarise this in exactly three bullet points, each under 12 words, then give a title in Title Case:\n\n{text}",
            [{"min_items": 3}, {"contains_any": keys}, {"max_words": 70}, {"finished": True}],
        )
    for text, keys in SUMMARY_TEXTS_ZH:
        add(
            "zh",
            "summary",
            "medium",
            f"用一句话总结下面这段话：\n\n{text}",
            [{"contains_any": keys}, {"max_cjk": 60}, {"finished": True}],
        )
        add(
            "zh",
            "summary",
            "hard",
            f"把下面这段话总结成三条要点，每条不超过15个字，再加一个标题：\n\n{text}",
            [{"min_items": 3}, {"contains_any": keys}, {"finished": True}],
        )

    from bench.routing.split import assign

    for it, side in zip(items, assign(items), strict=True):
        it["split"] = side
    return items


def main() -> None:
    items = build()
    with OUT.open("w", encoding="utf-8") as fh:
        for it in items:
            fh.write(json.dumps(it, ensure_ascii=False) + "\n")
    by: dict[str, int] = {}
    for it in items:
        key = f"{it['lang']}/{it['tier']}/{it['split']}"
        by[key] = by.get(key, 0) + 1
    print(json.dumps({"prompts": len(items), "by": dict(sorted(by.items()))}, indent=1))


if __name__ == "__main__":
    main()
