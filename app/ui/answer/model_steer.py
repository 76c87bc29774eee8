"""Steering a user with no cloud to a better local model: the catalog's best fit for this
machine (:func:`app.core.models.model_pick.best_fit`), offered on the first run and by a weak device
answer; one click opens the Model library with it selected (and, from the first run, its
download started)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from app.core.config import Settings
from app.ui.settings.cloud_status import ENV_BASE_URL

if TYPE_CHECKING:
    from app.core.models.model_manager import CatalogRow
    from app.ui.mainwindow.main_window import MainWindow
    from app.ui.settings.dialog import SettingsDialog


def has_cloud(settings: Settings) -> bool:
    return bool(settings.cloud.base_url.strip() or os.environ.get(ENV_BASE_URL, "").strip())


def best_fit_row(settings: Settings) -> CatalogRow | None:
    """The best-fitting catalog model, or None (nothing better fits, or no catalog)."""
    from app.core.models import model_manager
    from app.core.models.model_pick import best_fit

    try:
        return best_fit(model_manager.list_rows(settings))
    except Exception:  # no catalog, an unreadable folder: nothing to offer, nothing fails
        return None


def open_library(
    window: MainWindow, select: str | None = None, *, download: bool = False
) -> SettingsDialog:
    """Settings at the Model library, ``select`` (default: the best fit) selected."""
    dialog = window.open_settings()
    page = dialog.models_page
    dialog.tabs.setCurrentWidget(page)
    if select is None:
        row = best_fit_row(window.settings)
        select = row["name"] if row is not None else None
    if select is not None:
        page.refresh(select)
        if download and page.selected_name() == select:
            page.start_download()
    return dialog
