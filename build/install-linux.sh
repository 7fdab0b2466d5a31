#!/bin/sh
# Install Llama Games for the current user, or remove it again. No password, no root.
#
#   ./install.sh              copy the game to ~/.local/share/llamagames and add it to the
#                             applications menu (with its icon)
#   ./install.sh --uninstall  remove everything the install added
#
# Shipped as install.sh at the top of the Linux archive (build/package_linux.py), next to
# app/ (the built game), icons/hicolor/ and llamagames.desktop. The install keeps a copy of
# this script in the game's folder, so the menu entry's "Uninstall Llama Games" action works
# after the archive is gone. $XDG_DATA_HOME is honoured when set.
set -eu

APP_ID=llamagames
EXE_NAME=LlamaGames
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
APP_DIR=$DATA_HOME/$APP_ID
MENU_DIR=$DATA_HOME/applications
ICON_ROOT=$DATA_HOME/icons/hicolor
MARKER=.llamagames-install
MANIFEST=$APP_DIR/$MARKER
HERE=$(cd "$(dirname "$0")" && pwd)
SELF=$HERE/$(basename "$0")
if [ -f "$HERE/$MARKER" ]; then
    # This is the installed copy (the menu's "Uninstall" action): act on where it lives.
    APP_DIR=$HERE
    DATA_HOME=$(dirname "$APP_DIR")
    MENU_DIR=$DATA_HOME/applications
    ICON_ROOT=$DATA_HOME/icons/hicolor
    MANIFEST=$APP_DIR/$MARKER
fi

# Tell the person what happened: on the terminal, or in a dialog when started by double-click.
say() {
    if [ -t 1 ] || [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        printf '%s\n' "$1"
    elif command -v zenity >/dev/null 2>&1; then
        zenity --info --no-markup --title="Llama Games" --text="$1" >/dev/null 2>&1 || true
    elif command -v kdialog >/dev/null 2>&1; then
        kdialog --title "Llama Games" --msgbox "$1" >/dev/null 2>&1 || true
    elif command -v notify-send >/dev/null 2>&1; then
        notify-send "Llama Games" "$1" || true
    else
        printf '%s\n' "$1"
    fi
}

fail() {
    say "Llama Games could not be installed: $1"
    exit 1
}

# Refresh the menu and icon caches where the desktop keeps them; harmless where it does not.
refresh_desktop() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$MENU_DIR" 2>/dev/null || true
    fi
    if [ -d "$ICON_ROOT" ]; then
        touch "$ICON_ROOT"
        # Only update a cache that already exists: a new one would go stale for other apps.
        if [ -f "$ICON_ROOT/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
            gtk-update-icon-cache -q -t -f "$ICON_ROOT" 2>/dev/null || true
        fi
    fi
}

# Write the menu entry from the template, pointing Exec at the installed game.
write_menu_entry() {
    template=$1
    target=$2
    case $APP_DIR in
        *\"* | *\`* | *\$* | *\\*) fail "the folder $APP_DIR has a character a menu entry cannot hold" ;;
    esac
    mkdir -p "$(dirname "$target")"
    section=
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
            \[*) section=$line; printf '%s\n' "$line" ;;
            TryExec=*) printf 'TryExec=%s\n' "$APP_DIR/$EXE_NAME" ;;
            Exec=*)
                if [ "$section" = "[Desktop Entry]" ]; then
                    printf 'Exec="%s"\n' "$APP_DIR/$EXE_NAME"
                else
                    printf 'Exec=sh "%s" --uninstall\n' "$APP_DIR/install.sh"
                fi
                ;;
            *) printf '%s\n' "$line" ;;
        esac
    done <"$template" >"$target.tmp"
    chmod 755 "$target.tmp"
    mv "$target.tmp" "$target"
}

uninstall() {
    if [ ! -f "$MANIFEST" ]; then
        say "Llama Games is not installed in $APP_DIR: nothing to remove."
        return 0
    fi
    # The manifest lists the files outside the game's folder that the install added.
    while IFS= read -r path || [ -n "$path" ]; do
        case $path in
            "$MENU_DIR"/* | "$ICON_ROOT"/*)
                rm -f "$path"
                # Folders the install made go too, but only when nothing else is in them.
                rmdir "$(dirname "$path")" 2>/dev/null && rmdir "$(dirname "$(dirname "$path")")" 2>/dev/null || true
                ;;
        esac
    done <"$MANIFEST"
    rm -rf "$APP_DIR"
    refresh_desktop
    say "Llama Games has been removed. Your saved games and settings are kept."
}

install() {
    [ -x "$HERE/app/$EXE_NAME" ] || fail "the game is not next to this script ($HERE/app/$EXE_NAME)."
    [ -f "$HERE/llamagames.desktop" ] || fail "llamagames.desktop is not next to this script."
    case $HERE in
        "$APP_DIR") fail "this is the installed copy; run the install.sh from the download." ;;
    esac
    version=$(cat "$HERE/VERSION" 2>/dev/null || echo "")
    if [ -e "$APP_DIR" ] && [ ! -f "$MANIFEST" ]; then
        fail "$APP_DIR already exists and was not made by this installer; move it away first."
    fi
    mkdir -p "$DATA_HOME"

    # Copy beside the old version, then swap, so a failed copy leaves a working game.
    staging=$APP_DIR.new
    rm -rf "$staging"
    cp -R "$HERE/app" "$staging"
    cp "$SELF" "$staging/install.sh"
    chmod 755 "$staging/install.sh"
    [ -z "$version" ] || printf '%s\n' "$version" >"$staging/VERSION"
    if [ -f "$MANIFEST" ]; then
        sh "$APP_DIR/install.sh" --uninstall >/dev/null 2>&1 </dev/null || rm -rf "$APP_DIR"
    fi
    rm -rf "$APP_DIR"
    mv "$staging" "$APP_DIR"

    manifest_tmp=$MANIFEST.tmp
    : >"$manifest_tmp"
    if [ -d "$HERE/icons/hicolor" ]; then
        for icon in "$HERE"/icons/hicolor/*/apps/*; do
            [ -f "$icon" ] || continue
            size_dir=$(basename "$(dirname "$(dirname "$icon")")")
            mkdir -p "$ICON_ROOT/$size_dir/apps"
            cp "$icon" "$ICON_ROOT/$size_dir/apps/"
            printf '%s\n' "$ICON_ROOT/$size_dir/apps/$(basename "$icon")" >>"$manifest_tmp"
        done
    fi
    write_menu_entry "$HERE/llamagames.desktop" "$MENU_DIR/$APP_ID.desktop"
    printf '%s\n' "$MENU_DIR/$APP_ID.desktop" >>"$manifest_tmp"
    mv "$manifest_tmp" "$MANIFEST"
    refresh_desktop
    say "Llama Games ${version:+$version }is installed: find it in your applications menu (Games). To remove it, choose \"Uninstall Llama Games\" from its menu entry, or run: sh \"$APP_DIR/install.sh\" --uninstall"
}

case ${1:-} in
    "") install ;;
    --uninstall) uninstall ;;
    -h | --help) sed -n '2,7p' "$SELF" | sed 's/^# \{0,1\}//' ;;
    *) fail "unknown option $1 (use --uninstall to remove the game)" ;;
esac
