; Inno Setup script: installs the one-folder bundle built by installer/windows/tandem-win.spec.
; Build on Windows: iscc installer\windows\tandem.iss   (output: build\Tandem-Setup-0.1.0.exe)
#define AppName "Tandem"
#define AppVersion "0.1.0"
#define BundleDir "..\..\build\dist\tandem"

[Setup]
AppId={{6E2B9F3C-2B7A-4C1E-9D55-6A1F0E2C7B10}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=Tandem engineers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
OutputDir=..\..\build
OutputBaseFilename=Tandem-Setup-{#AppVersion}
Compression=lzma2/max
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
WizardStyle=modern
SetupIconFile=..\..\resources\icons\tandem.ico
UninstallDisplayIcon={app}\Tandem.exe

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\Tandem.exe"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\Tandem.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\Tandem.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; User data (settings, history, index) lives in %LOCALAPPDATA%\Tandem and is kept on uninstall;
; API keys live in Windows Credential Locker, never in the install folder.
