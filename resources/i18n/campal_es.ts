<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CalibrateTool</name>
    <message>
        <source>Drag a line over a feature whose real length you know. Esc cancels.</source>
        <translation>Arrastra una línea sobre un elemento cuya longitud real conozcas. Esc cancela.</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>Calibrate map image</source>
        <translation>Calibrar la imagen del mapa</translation>
    </message>
    <message>
        <source>The line you drew measures {0} on the map as it is scaled now. How long is it really?</source>
        <translation>La línea que has trazado mide {0} en el mapa con la escala actual. ¿Cuánto mide en realidad?</translation>
    </message>
    <message>
        <source>Real length:</source>
        <translation>Longitud real:</translation>
    </message>
    <message>
        <source>Make the field the size of the image</source>
        <translation>Dar al campo el tamaño de la imagen</translation>
    </message>
</context>
<context>
    <name>ExportImageDialog</name>
    <message>
        <source>Export board image</source>
        <translation>Exportar imagen del tablero</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Anchura:</translation>
    </message>
    <message>
        <source>Players&apos; version (hides what the GM hides)</source>
        <translation>Versión de los jugadores (oculta lo que oculta el DJ)</translation>
    </message>
    <message>
        <source>GM&apos;s version (everything)</source>
        <translation>Versión del DJ (todo)</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Versión:</translation>
    </message>
</context>
<context>
    <name>FieldSettingsDialog</name>
    <message>
        <source>Field settings</source>
        <translation>Ajustes del campo</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Field width:</source>
        <translation>Anchura del campo:</translation>
    </message>
    <message>
        <source>Field height:</source>
        <translation>Altura del campo:</translation>
    </message>
    <message>
        <source>No grid</source>
        <translation>Sin cuadrícula</translation>
    </message>
    <message>
        <source>Squares</source>
        <translation>Cuadrados</translation>
    </message>
    <message>
        <source>Hexagons</source>
        <translation>Hexágonos</translation>
    </message>
    <message>
        <source>Grid:</source>
        <translation>Cuadrícula:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Tamaño de celda:</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>Cannot open {file}: {problem} (at {field}).</source>
        <translation>No se puede abrir {file}: {problem} (en {field}).</translation>
    </message>
    <message>
        <source>Cannot open {file}: {problem}.</source>
        <translation>No se puede abrir {file}: {problem}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New battle…</source>
        <translation>&amp;Nueva batalla…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export board image…</source>
        <translation>&amp;Exportar imagen del tablero…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>A&amp;cercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit field</source>
        <translation>&amp;Encuadrar el campo</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Batalla</translation>
    </message>
    <message>
        <source>&amp;Field settings…</source>
        <translation>Ajustes del &amp;campo…</translation>
    </message>
    <message>
        <source>&amp;Import map image…</source>
        <translation>&amp;Importar imagen del mapa…</translation>
    </message>
    <message>
        <source>&amp;Calibrate map image</source>
        <translation>&amp;Calibrar la imagen del mapa</translation>
    </message>
    <message>
        <source>&amp;Remove map image</source>
        <translation>&amp;Quitar la imagen del mapa</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Campal</source>
        <translation>A&amp;cerca de Campal</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>sin guardar</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved. Save them?</source>
        <translation>«{0}» tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Open battle</source>
        <translation>Abrir batalla</translation>
    </message>
    <message>
        <source>Cannot open battle</source>
        <translation>No se puede abrir la batalla</translation>
    </message>
    <message>
        <source>Save battle</source>
        <translation>Guardar batalla</translation>
    </message>
    <message>
        <source>Cannot save battle</source>
        <translation>No se puede guardar la batalla</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}. The battle is still open; nothing was lost.</source>
        <translation>No se puede guardar {0}: {1}. La batalla sigue abierta; no se ha perdido nada.</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Guardado {0}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Vaciar la lista</translation>
    </message>
    <message>
        <source>Export board image</source>
        <translation>Exportar imagen del tablero</translation>
    </message>
    <message>
        <source>Cannot write {0}.</source>
        <translation>No se puede escribir {0}.</translation>
    </message>
    <message>
        <source>Board image written to {0}</source>
        <translation>Imagen del tablero guardada en {0}</translation>
    </message>
    <message>
        <source>Import map image</source>
        <translation>Importar imagen del mapa</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <source>Cannot use {0}: {1}.</source>
        <translation>No se puede usar {0}: {1}.</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Desplazar</translation>
    </message>
    <message>
        <source>Middle-drag, Space + drag, arrow keys</source>
        <translation>Arrastrar con el botón central, Espacio + arrastrar, flechas</translation>
    </message>
    <message>
        <source>Zoom about the cursor</source>
        <translation>Acercar o alejar en el cursor</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Rueda del ratón</translation>
    </message>
    <message>
        <source>Cancel the current tool</source>
        <translation>Cancelar la herramienta actual</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>About Campal</source>
        <translation>Acerca de Campal</translation>
    </message>
    <message>
        <source>Campal {0}
A battle map for game masters.</source>
        <translation>Campal {0}
Un mapa de batalla para directores de juego.</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>Rename battle</source>
        <translation>Renombrar la batalla</translation>
    </message>
    <message>
        <source>Resize field</source>
        <translation>Cambiar el tamaño del campo</translation>
    </message>
    <message>
        <source>Change grid</source>
        <translation>Cambiar la cuadrícula</translation>
    </message>
    <message>
        <source>Set map image</source>
        <translation>Poner imagen del mapa</translation>
    </message>
    <message>
        <source>Remove map image</source>
        <translation>Quitar la imagen del mapa</translation>
    </message>
    <message>
        <source>Calibrate map image</source>
        <translation>Calibrar la imagen del mapa</translation>
    </message>
    <message>
        <source>Edit side</source>
        <translation>Editar bando</translation>
    </message>
    <message>
        <source>Change field settings</source>
        <translation>Cambiar los ajustes del campo</translation>
    </message>
    <message>
        <source>Campal cannot do “{name}”.</source>
        <translation>Campal no sabe hacer «{name}».</translation>
    </message>
    <message>
        <source>The title must have 1 to 200 characters.</source>
        <translation>El título debe tener de 1 a 200 caracteres.</translation>
    </message>
    <message>
        <source>The field must measure between {low} and {high} m on each side (not {value}).</source>
        <translation>El campo debe medir entre {low} y {high} m de lado (no {value}).</translation>
    </message>
    <message>
        <source>The battle has no map image to calibrate.</source>
        <translation>La batalla no tiene imagen de mapa que calibrar.</translation>
    </message>
    <message>
        <source>The calibration line is too short: draw it over a longer feature.</source>
        <translation>La línea de calibración es demasiado corta: trázala sobre un elemento más largo.</translation>
    </message>
    <message>
        <source>The length must be between {low} and {high} m (not {value}).</source>
        <translation>La longitud debe estar entre {low} y {high} m (no {value}).</translation>
    </message>
    <message>
        <source>That calibration gives an impossible scale ({value} m per pixel).</source>
        <translation>Esa calibración da una escala imposible ({value} m por píxel).</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>you do not have permission to read it</source>
        <translation>no tienes permiso para leerlo</translation>
    </message>
    <message>
        <source>it cannot be read ({detail})</source>
        <translation>no se puede leer ({detail})</translation>
    </message>
    <message>
        <source>it is larger than the {limit} bytes a battle may hold</source>
        <translation>ocupa más de los {limit} bytes que puede tener una batalla</translation>
    </message>
    <message>
        <source>it is not a Campal battle (not a .campal container, or it is damaged)</source>
        <translation>no es una batalla de Campal (no es un contenedor .campal, o está dañado)</translation>
    </message>
    <message>
        <source>it holds more than {limit} files</source>
        <translation>contiene más de {limit} archivos</translation>
    </message>
    <message>
        <source>it holds a file with an unsafe name, “{name}”; it was not opened</source>
        <translation>contiene un archivo con un nombre peligroso, «{name}»; no se ha abierto</translation>
    </message>
    <message>
        <source>it is encrypted</source>
        <translation>está cifrado</translation>
    </message>
    <message>
        <source>its part “{name}” is larger than the {limit} bytes allowed</source>
        <translation>su parte «{name}» ocupa más de los {limit} bytes permitidos</translation>
    </message>
    <message>
        <source>its image “{name}” is not a PNG, JPEG or WebP image</source>
        <translation>su imagen «{name}» no es una imagen PNG, JPEG ni WebP</translation>
    </message>
    <message>
        <source>one of its images is damaged</source>
        <translation>una de sus imágenes está dañada</translation>
    </message>
    <message>
        <source>the map image it refers to is missing</source>
        <translation>falta la imagen del mapa a la que se refiere</translation>
    </message>
    <message>
        <source>it holds no battle document</source>
        <translation>no contiene ningún documento de batalla</translation>
    </message>
    <message>
        <source>its battle document is not UTF-8 text</source>
        <translation>su documento de batalla no es texto UTF-8</translation>
    </message>
    <message>
        <source>its battle document is not valid JSON (line {line}, column {column})</source>
        <translation>su documento de batalla no es JSON válido (línea {line}, columna {column})</translation>
    </message>
    <message>
        <source>its battle document is nested too deeply</source>
        <translation>su documento de batalla tiene demasiados niveles anidados</translation>
    </message>
    <message>
        <source>its document is not a Campal battle</source>
        <translation>su documento no es una batalla de Campal</translation>
    </message>
    <message>
        <source>it was made by a newer Campal (format {version}; this one reads up to {supported})</source>
        <translation>lo creó un Campal más reciente (formato {version}; este lee hasta el {supported})</translation>
    </message>
    <message>
        <source>its format version is unknown</source>
        <translation>su versión de formato es desconocida</translation>
    </message>
    <message>
        <source>it is not a PNG, JPEG or WebP image</source>
        <translation>no es una imagen PNG, JPEG ni WebP</translation>
    </message>
    <message>
        <source>the image is {width} × {height} pixels; at most {limit} per side are allowed</source>
        <translation>la imagen mide {width} × {height} píxeles; se admiten como mucho {limit} por lado</translation>
    </message>
    <message>
        <source>a required value is missing</source>
        <translation>falta un valor obligatorio</translation>
    </message>
    <message>
        <source>this value is not part of a battle</source>
        <translation>este valor no forma parte de una batalla</translation>
    </message>
    <message>
        <source>a number was expected</source>
        <translation>se esperaba un número</translation>
    </message>
    <message>
        <source>a whole number was expected</source>
        <translation>se esperaba un número entero</translation>
    </message>
    <message>
        <source>a text was expected</source>
        <translation>se esperaba un texto</translation>
    </message>
    <message>
        <source>yes or no (true/false) was expected</source>
        <translation>se esperaba sí o no (true/false)</translation>
    </message>
    <message>
        <source>a group of values was expected</source>
        <translation>se esperaba un grupo de valores</translation>
    </message>
    <message>
        <source>a list was expected</source>
        <translation>se esperaba una lista</translation>
    </message>
    <message>
        <source>the value is not one of those allowed</source>
        <translation>el valor no es uno de los permitidos</translation>
    </message>
    <message>
        <source>the text has the wrong form</source>
        <translation>el texto no tiene la forma correcta</translation>
    </message>
    <message>
        <source>the text is too short</source>
        <translation>el texto es demasiado corto</translation>
    </message>
    <message>
        <source>the text is too long</source>
        <translation>el texto es demasiado largo</translation>
    </message>
    <message>
        <source>the list is too short</source>
        <translation>la lista es demasiado corta</translation>
    </message>
    <message>
        <source>the list is too long</source>
        <translation>la lista es demasiado larga</translation>
    </message>
    <message>
        <source>the number is too small</source>
        <translation>el número es demasiado pequeño</translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation>el número es demasiado grande</translation>
    </message>
    <message>
        <source>the value is not valid: {detail}</source>
        <translation>el valor no es válido: {detail}</translation>
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <source>New battle</source>
        <translation>Nueva batalla</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Rule system:</source>
        <translation>Sistema de reglas:</translation>
    </message>
    <message>
        <source>Field width:</source>
        <translation>Anchura del campo:</translation>
    </message>
    <message>
        <source>Field height:</source>
        <translation>Altura del campo:</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Player view — Campal</source>
        <translation>Vista de jugadores — Campal</translation>
    </message>
    <message>
        <source>Round {0} · {1}</source>
        <translation>Asalto {0} · {1}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>A new language applies the next time Campal starts.</source>
        <translation>El nuevo idioma se aplica la próxima vez que se abra Campal.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Autosave every:</source>
        <translation>Autoguardar cada:</translation>
    </message>
</context>
<context>
    <name>w</name>
    <message>
        <source>&amp;Player view</source>
        <translation>&amp;Vista de jugadores</translation>
    </message>
    <message>
        <source>&amp;Show player view</source>
        <translation>&amp;Mostrar la vista de jugadores</translation>
    </message>
    <message>
        <source>Full screen &amp;on</source>
        <translation>Pantalla completa &amp;en</translation>
    </message>
    <message>
        <source>Camera &amp;follows the GM</source>
        <translation>La cámara &amp;sigue al DJ</translation>
    </message>
    <message>
        <source>Camera shows the whole &amp;field</source>
        <translation>La cámara muestra todo el &amp;campo</translation>
    </message>
    <message>
        <source>Camera moves &amp;freely</source>
        <translation>La cámara se mueve &amp;libremente</translation>
    </message>
    <message>
        <source>&amp;Label size</source>
        <translation>&amp;Tamaño de las etiquetas</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>Show the players&apos; &amp;frame in my view</source>
        <translation>Mostrar el &amp;marco de los jugadores en mi vista</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Recover unsaved battle</source>
        <translation>Recuperar batalla sin guardar</translation>
    </message>
    <message>
        <source>Campal did not close properly last time. A battle autosaved at {0} can be recovered. Recover it?</source>
        <translation>Campal no se cerró bien la última vez. Se puede recuperar una batalla autoguardada a las {0}. ¿Recuperarla?</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>una hora desconocida</translation>
    </message>
</context>
</TS>
