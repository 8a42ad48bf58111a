#!/usr/bin/env bash
# Installs hat-referee on a fresh Debian machine: system packages, then the Python package.
#   bash scripts/setup.sh          # what the product needs
#   bash scripts/setup.sh --test   # plus what the tests need (Chromium, PulseAudio, test extras)
set -euo pipefail
cd "$(dirname "$0")/.."

debs=(libportaudio2 espeak-ng sox festival festvox-ru)
extra="."
if [[ "${1:-}" == "--test" ]]; then
    debs+=(pulseaudio chromium)
    extra=".[test]"
fi

missing=()
for pkg in "${debs[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
    echo "Устанавливаю системные пакеты: ${missing[*]}"
    SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

python3 -m pip install -q --disable-pip-version-check -e "$extra"
# The voice encoder's weights (GE2E, Apache-2.0) ship inside resemblyzer's wheel; only that file is
# read (referee/speakers/weights.py), so its dependencies (torch, librosa) are not installed.
python3 -m pip install -q --disable-pip-version-check --no-deps resemblyzer==0.1.4
# pyenv puts new console scripts behind shims that only appear after a rehash
if command -v pyenv >/dev/null 2>&1; then pyenv rehash; fi
if command -v referee >/dev/null 2>&1; then
    echo "hat-referee установлен: команда 'referee'."
else
    echo "hat-referee установлен; каталог скриптов Python не в PATH: запускайте 'python3 -m api.cli'."
fi
