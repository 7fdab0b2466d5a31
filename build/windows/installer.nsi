; The Windows installer of Llama Games: LlamaGames-<version>-windows-x64-setup.exe.
;
; makensis -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DAPPDIR=<dist\windows\LlamaGames>
;          -DICON=<llamagames.ico> -DOUTFILE=<setup.exe> build/windows/installer.nsi
; (build/windows/build_windows.py passes these; makensis runs natively on Linux.)
;
; Per user, without administrator rights: the program goes to
; %LOCALAPPDATA%\Programs\Llama Games, the Start menu entry and the optional desktop shortcut
; to the player's own menus, the Apps & features entry to HKCU. Uninstalling removes exactly
; what this installer put there. Saves and settings live in a folder of their own
; (%LOCALAPPDATA%\LlamaGames, platformdirs' user data folder) and are never touched.
; /S installs (and uninstall.exe /S uninstalls) silently; /DESKTOP with it also adds the desktop
; shortcut (the box the player ticks in the wizard).

Unicode true
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION | APPDIR | ICON | OUTFILE
  !error "pass -DVERSION= -DVERSION4= -DAPPDIR= -DICON= -DOUTFILE= (see the top of this file)"
!endif

!define TITLE "Llama Games"
!define EXE "LlamaGames.exe"
!define PUBLISHER "Llama Games"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\LlamaGames"
!define APP_KEY "Software\LlamaGames"

Name "${TITLE}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${TITLE}"
InstallDirRegKey HKCU "${APP_KEY}" "InstallDir"
BrandingText "${TITLE} ${VERSION}"

VIProductVersion "${VERSION4}"
VIAddVersionKey "ProductName" "${TITLE}"
VIAddVersionKey "FileDescription" "${TITLE} setup"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "LegalCopyright" "${PUBLISHER}"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "Sections.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_WELCOMEPAGE_TEXT "$(WelcomeText)"
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "$(StartNow)"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The app speaks English and Japanese; so does its installer (Windows' display language picks).
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Japanese"

LangString WelcomeText ${LANG_ENGLISH} "This installs ${TITLE} ${VERSION} for you alone: no administrator password is needed.$\r$\n$\r$\nYour saved games and settings are kept when you update or uninstall."
LangString WelcomeText ${LANG_JAPANESE} "${TITLE} ${VERSION} をあなたのユーザーだけにインストールします。管理者のパスワードは要りません。$\r$\n$\r$\n更新やアンインストールをしても、保存したゲームと設定は残ります。"
LangString StartNow ${LANG_ENGLISH} "Start ${TITLE} now"
LangString StartNow ${LANG_JAPANESE} "${TITLE} を今すぐ始める"
LangString DesktopShortcut ${LANG_ENGLISH} "Desktop shortcut"
LangString DesktopShortcut ${LANG_JAPANESE} "デスクトップのショートカット"

Section "${TITLE}" SecProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; An update replaces the old program whole: no file of an older version stays behind.
  RMDir /r "$INSTDIR\_internal"
  File "${APPDIR}\${EXE}"
  File /r "${APPDIR}\_internal"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${TITLE}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  WriteRegStr HKCU "${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${TITLE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$\"$INSTDIR\${EXE}$\",0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" "$\"$INSTDIR\uninstall.exe$\""
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" "$\"$INSTDIR\uninstall.exe$\" /S"
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  SectionGetSize ${SecProgram} $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section /o "$(DesktopShortcut)" SecDesktop
  CreateShortcut "$DESKTOP\${TITLE}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
SectionEnd

Section "Uninstall"
  ; Only what the installer put here: a folder the player chose keeps anything else in it.
  Delete "$INSTDIR\${EXE}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  Delete "$SMPROGRAMS\${TITLE}.lnk"
  Delete "$DESKTOP\${TITLE}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${APP_KEY}"
  ; Saves and settings (%LOCALAPPDATA%\LlamaGames) stay.
SectionEnd

Function .onInit
  SetShellVarContext current
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/DESKTOP" $1
  IfErrors no_desktop
    !insertmacro SelectSection ${SecDesktop}
  no_desktop:
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd
