; The Windows installer of Llama Games: LlamaGames-<version>-windows-x64-setup.exe.
;
; makensis -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DAPPDIR=<dist\windows\LlamaGames>
;          -DICON=<llamagames.ico> -DWIZARD_BMP=<wizard.bmp> -DHEADER_BMP=<header.bmp>
;          -DOUTFILE=<setup.exe> build/windows/installer.nsi
; (build/windows/build_windows.py passes these, the pictures drawn by installer_art.py from
; assets/; makensis runs natively on Linux.)
;
; Per user, without administrator rights: the program goes to
; %LOCALAPPDATA%\Programs\Llama Games, the Start menu entry and the optional desktop shortcut
; to the player's own menus, the Apps & features entry to HKCU. Uninstalling removes exactly
; what this installer put there. Saves and settings live in a folder of their own
; (%LOCALAPPDATA%\LlamaGames, platformdirs' user data folder): the uninstaller says where, and
; keeps them unless the player ticks "Also delete my saved games and settings".
; /S installs (and uninstall.exe /S uninstalls, keeping the saves) silently; /DESKTOP with it
; also adds the desktop shortcut (the box the player ticks in the wizard); uninstall.exe /S
; /DELETESAVES also deletes the saves (the box ticked).

Unicode true
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION | APPDIR | ICON | OUTFILE | WIZARD_BMP | HEADER_BMP
  !error "pass -DVERSION= -DVERSION4= -DAPPDIR= -DICON= -DWIZARD_BMP= -DHEADER_BMP= -DOUTFILE= (see the top of this file)"
!endif

!define TITLE "Llama Games"
!define EXE "LlamaGames.exe"
!define PUBLISHER "Llama Games"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\LlamaGames"
!define APP_KEY "Software\LlamaGames"
; Where the app keeps saves and settings (platformdirs.user_data_dir("LlamaGames") on Windows).
!define SAVES_DIR "$LOCALAPPDATA\LlamaGames"

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
!include "nsDialogs.nsh"
!include "LogicLib.nsh"

Var SavesBox     ; the uninstaller's "Also delete my saved games and settings" box
Var DeleteSaves  ; ${BST_CHECKED} when the player asked to delete them, else 0

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
; Our own pictures (installer_art.py draws them from assets/ at the sizes Modern UI asks for),
; not NSIS's stock ones.
!define MUI_WELCOMEFINISHPAGE_BITMAP "${WIZARD_BMP}"
!define MUI_UNWELCOMEFINISHPAGE_BITMAP "${WIZARD_BMP}"
!define MUI_HEADERIMAGE
!define MUI_HEADERIMAGE_RIGHT
!define MUI_HEADERIMAGE_BITMAP "${HEADER_BMP}"
!define MUI_HEADERIMAGE_UNBITMAP "${HEADER_BMP}"
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
UninstPage custom un.SavesPage un.SavesPageLeave
!insertmacro MUI_UNPAGE_INSTFILES

; The app speaks English and Japanese; so does its installer (Windows' display language picks).
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Japanese"

LangString WelcomeText ${LANG_ENGLISH} "This installs ${TITLE} ${VERSION} for you alone: no administrator password is needed.$\r$\n$\r$\nYour saved games and settings are kept when you update. When you uninstall, they are kept unless you choose to delete them."
LangString WelcomeText ${LANG_JAPANESE} "${TITLE} ${VERSION} をあなたのユーザーだけにインストールします。管理者のパスワードは要りません。$\r$\n$\r$\n更新しても、保存したゲームと設定は残ります。アンインストールするときも、削除を選ばない限り残ります。"
LangString SavesTitle ${LANG_ENGLISH} "Your saved games and settings"
LangString SavesTitle ${LANG_JAPANESE} "保存したゲームと設定"
LangString SavesSubtitle ${LANG_ENGLISH} "Keep them, or delete them with the program."
LangString SavesSubtitle ${LANG_JAPANESE} "残すか、プログラムと一緒に削除するかを選んでください。"
LangString SavesWhere ${LANG_ENGLISH} "Your saved games and settings are in this folder:"
LangString SavesWhere ${LANG_JAPANESE} "保存したゲームと設定はこのフォルダーにあります:"
LangString SavesKept ${LANG_ENGLISH} "They are kept unless you tick the box below, so ${TITLE} finds them again if you install it later."
LangString SavesKept ${LANG_JAPANESE} "下のボックスにチェックを入れない限り残るので、あとで ${TITLE} をインストールし直すとそのまま使えます。"
LangString DeleteSavesBox ${LANG_ENGLISH} "Also delete my saved games and settings"
LangString DeleteSavesBox ${LANG_JAPANESE} "保存したゲームと設定も削除する"
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
  File "${APPDIR}\THIRD-PARTY-NOTICES.txt"
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
  Delete "$INSTDIR\THIRD-PARTY-NOTICES.txt"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  Delete "$SMPROGRAMS\${TITLE}.lnk"
  Delete "$DESKTOP\${TITLE}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${APP_KEY}"
  ; Saves and settings stay, unless the player ticked the box (or passed /DELETESAVES).
  ${If} $DeleteSaves == ${BST_CHECKED}
    RMDir /r "${SAVES_DIR}"
  ${EndIf}
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
  StrCpy $DeleteSaves 0  ; keeping is the default
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/DELETESAVES" $1
  ${IfNot} ${Errors}
    StrCpy $DeleteSaves ${BST_CHECKED}
  ${EndIf}
FunctionEnd

; The uninstaller's question: where the saves are, that they are kept, and a box to delete
; them too (unticked). Skipped when there are no saves.
Function un.SavesPage
  ${IfNot} ${FileExists} "${SAVES_DIR}\*.*"
    Abort
  ${EndIf}
  !insertmacro MUI_HEADER_TEXT "$(SavesTitle)" "$(SavesSubtitle)"
  nsDialogs::Create 1018
  Pop $0
  ${If} $0 == error
    Abort
  ${EndIf}
  ${NSD_CreateLabel} 0 0 100% 12u "$(SavesWhere)"
  Pop $0
  ${NSD_CreateText} 0 16u 100% 13u "${SAVES_DIR}"
  Pop $0
  SendMessage $0 ${EM_SETREADONLY} 1 0
  ${NSD_CreateLabel} 0 38u 100% 26u "$(SavesKept)"
  Pop $0
  ${NSD_CreateCheckbox} 0 70u 100% 12u "$(DeleteSavesBox)"
  Pop $SavesBox
  ${If} $DeleteSaves == ${BST_CHECKED}
    ${NSD_Check} $SavesBox
  ${EndIf}
  nsDialogs::Show
FunctionEnd

Function un.SavesPageLeave
  ${NSD_GetState} $SavesBox $DeleteSaves
FunctionEnd
